import { useTranslation } from 'react-i18next'
import { lineCouponKind } from '../api/cart'
import s from './CouponLineTag.module.css'

/** Marks a line that came with a coupon: 贈品 for a gift, 憑券換購 for exchange goods; the coupon prices it at checkout. */
export function CouponLineTag({ couponKey }: { couponKey?: string }) {
  const { t } = useTranslation()
  const gift = lineCouponKind({ couponKey }) === 'gift'
  return (
    <span className={s.tag} title={t('cart.withCouponHint')} data-testid="coupon-line-tag" data-kind={gift ? 'gift' : 'exchange'}>
      {t(gift ? 'cart.giftLine' : 'cart.withCoupon')}
    </span>
  )
}
