import { useTranslation } from 'react-i18next'
import s from './mall.module.css'

/** The code the member shows at the counter: large, spaced and high in contrast, for the staff to read. */
export function PickupCode({ code }: { code: string }) {
  const { t } = useTranslation()
  return (
    <div className={s.pickupBox}>
      <p className={s.pickupLabel}>{t('mall.pickupCode')}</p>
      <p className={s.pickupCode} data-testid="mall-pickup-code">
        {code}
      </p>
      <p className={s.pickupHint}>{t('mall.pickupHint')}</p>
    </div>
  )
}
