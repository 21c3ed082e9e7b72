import { useTranslation } from 'react-i18next'
import { formatMoney, parseCents } from '../api/money'
import type { OrderConfirm } from '../api/order'
import { useLanguage } from '../i18n'
import { CheckoutCouponRow } from './CheckoutCouponRow'
import { CheckoutPointsRow } from './CheckoutPointsRow'
import { CheckoutPrimeRow } from './CheckoutPrimeRow'
import type { CouponGoodsLinks } from './CouponPickerSheet'
import { FeeRow } from './FeeRow'
import { Price } from '../ui/Price'
import s from './Checkout.module.css'

interface Props {
  confirm: OrderConfirm
  /** A new coupon selection is being priced: the last prices stay on screen meanwhile. */
  pending: boolean
  onCouponChange: (codes: string[]) => void
  /** Turns paying with points on or off (absent: no points row, as in a group order). */
  onPointsChange?: (use: boolean) => void
  /** Turns today's member price on or off, and opens the pass page (absent: no pass row). */
  onPrimeChange?: (use: boolean) => void
  onPrimeJoin?: () => void
  /** Links to the goods pages of coupons that take goods (absent: none). */
  goodsLinks?: CouponGoodsLinks
  deliveryFeeLabel?: string
  payableTestId: string
}

/**
 * The server's price of a checkout (`/v1/order/confirm`, `/v1/spell/confirm`): fees, the coupon
 * row with its picker, the discount and what is payable. Never the cart's own price.
 */
export function CheckoutTotals({ confirm, pending, onCouponChange, onPointsChange, onPrimeChange, onPrimeJoin, goodsLinks, deliveryFeeLabel, payableTestId }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const discount = parseCents(confirm.discount)
  const pointsMoney = parseCents(confirm.pointsMoney ?? '0')
  const primeDiscount = parseCents(confirm.primeDiscountAmount ?? '0')

  return (
    <>
      <FeeRow label={t('checkout.goodsTotal')} value={confirm.goods_total} />
      <FeeRow label={t('checkout.boxFee')} value={confirm.box_price} />
      <FeeRow label={t('checkout.bagFee')} value={confirm.bag_fee} />
      <FeeRow label={deliveryFeeLabel ?? t('checkout.deliveryFee')} value={confirm.delivery_fee} />
      {onPrimeChange && onPrimeJoin && confirm.prime && (
        <CheckoutPrimeRow prime={confirm.prime} pending={pending} onChange={onPrimeChange} onJoin={onPrimeJoin} />
      )}
      {primeDiscount > 0 && (
        <div className={s.row}>
          <span className={s.label}>{t('checkout.primeDiscount')}</span>
          <span className={s.value} data-testid="checkout-prime-discount">
            -{formatMoney(primeDiscount, lang)}
          </span>
        </div>
      )}
      <CheckoutCouponRow coupons={confirm.coupons} pending={pending} onChange={onCouponChange} goodsLinks={goodsLinks} />
      {discount > 0 && (
        <div className={s.row}>
          <span className={s.label}>{t('checkout.discount')}</span>
          <span className={s.value}>-{formatMoney(discount, lang)}</span>
        </div>
      )}
      {onPointsChange && confirm.points && <CheckoutPointsRow points={confirm.points} pending={pending} onChange={onPointsChange} />}
      {pointsMoney > 0 && (
        <div className={s.row}>
          <span className={s.label}>{t('checkout.pointsDiscount', { points: confirm.points?.points ?? 0 })}</span>
          <span className={s.value} data-testid="checkout-points-money">
            -{formatMoney(pointsMoney, lang)}
          </span>
        </div>
      )}
      <div className={s.row}>
        <span className={s.label}>{t('checkout.payable')}</span>
        <Price value={parseCents(confirm.payable)} testId={payableTestId} />
      </div>
    </>
  )
}
