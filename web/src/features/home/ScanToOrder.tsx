import { useTranslation } from 'react-i18next'
import { ScanButton, ScanIcon } from '../../app/ScanButton'
import s from './ScanToOrder.module.css'

/**
 * Scan to order: the table's QR code opens the table (dine-in), a store's opens its menu, a friend's
 * group-order or gift code its page; all through the app's scanner (issue 21).
 */
export function ScanToOrder() {
  const { t } = useTranslation()
  return (
    <ScanButton className={s.row} label={t('scan.homeTitle')} hint={t('scan.tableHint')} testId="home-scan">
      <span className={s.icon}>
        <ScanIcon size={26} />
      </span>
      <span className={s.text}>
        <span className={s.title}>{t('scan.homeTitle')}</span>
        <span className={s.desc}>{t('scan.homeDesc')}</span>
      </span>
    </ScanButton>
  )
}
