import { useTranslation } from 'react-i18next'
import type { OrderCoupon } from '../api/coupons'
import { formatMoney, parseCents } from '../api/money'
import { useLanguage } from '../i18n'
import s from './OrderCouponList.module.css'

/** The coupons an order used, with what each took off (order detail). */
export function OrderCouponList({ coupons }: { coupons: OrderCoupon[] | undefined }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  if (!coupons?.length) return null
  return (
    <ul className={s.orderCoupons} aria-label={t('coupons.orderCoupons')} data-testid="order-coupons">
      {coupons.map((coupon) => (
        <li key={coupon.couponCode} className={s.orderCoupon}>
          <span className={s.orderCouponName}>
            {t('coupons.checkoutRow')} · {coupon.couponName}
          </span>
          <span>-{formatMoney(parseCents(coupon.discount), lang)}</span>
        </li>
      ))}
    </ul>
  )
}
