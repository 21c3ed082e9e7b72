import { useTranslation } from 'react-i18next'
import s from './CouponLineTag.module.css'

/** Marks a line that came with a coupon (exchange or convert goods): the coupon prices it at checkout. */
export function CouponLineTag() {
  const { t } = useTranslation()
  return (
    <span className={s.tag} title={t('cart.withCouponHint')} data-testid="coupon-line-tag">
      {t('cart.withCoupon')}
    </span>
  )
}
