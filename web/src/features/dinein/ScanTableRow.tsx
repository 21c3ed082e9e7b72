import { useTranslation } from 'react-i18next'
import { ScanButton, ScanIcon } from '../../app/ScanButton'
import s from './Dine.module.css'

/**
 * Dine-in before a table is known (pre=1): the row under the store bar that scans the table's code,
 * which turns the personal cart into the table's order (spec 001 §4).
 */
export function ScanTableRow() {
  const { t } = useTranslation()
  return (
    <ScanButton className={s.scanRow} label={t('scan.tableHint')} testId="preorder-scan">
      <span className={s.scanRowIcon}>
        <ScanIcon size={18} />
      </span>
      <span className={s.scanRowText}>
        <strong>{t('scan.tableHint')}</strong>
        <span>{t('scan.preorderDesc')}</span>
      </span>
    </ScanButton>
  )
}
