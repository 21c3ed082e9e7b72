import { useTranslation } from 'react-i18next'
import { formatMoney, parseCents } from '../api/money'
import type { OrderConfirm } from '../api/order'
import { useLanguage } from '../i18n'
import { CheckoutCouponRow } from './CheckoutCouponRow'
import { Price } from './Price'
import s from './Checkout.module.css'

interface Props {
  confirm: OrderConfirm
  /** A new coupon selection is being priced: the last prices stay on screen meanwhile. */
  pending: boolean
  onCouponChange: (codes: string[]) => void
  /** Opens the goods page of a coupon used by taking goods (absent: no such link). */
  onPickGoods?: (couponCode: string) => void
  deliveryFeeLabel?: string
  payableTestId: string
}

/**
 * The server's price of a checkout (`/v1/order/confirm`, `/v1/spell/confirm`): fees, the coupon
 * row with its picker, the discount and what is payable. Never the cart's own price.
 */
export function CheckoutTotals({ confirm, pending, onCouponChange, onPickGoods, deliveryFeeLabel, payableTestId }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const fee = (label: string, value: string | undefined) =>
    parseCents(value) > 0 ? (
      <div className={s.row}>
        <span className={s.label}>{label}</span>
        <Price value={parseCents(value)} size="small" />
      </div>
    ) : null
  const discount = parseCents(confirm.discount)

  return (
    <>
      {fee(t('checkout.goodsTotal'), confirm.goods_total)}
      {fee(t('checkout.boxFee'), confirm.box_price)}
      {fee(t('checkout.bagFee'), confirm.bag_fee)}
      {fee(deliveryFeeLabel ?? t('checkout.deliveryFee'), confirm.delivery_fee)}
      <CheckoutCouponRow coupons={confirm.coupons} pending={pending} onChange={onCouponChange} onPickGoods={onPickGoods} />
      {discount > 0 && (
        <div className={s.row}>
          <span className={s.label}>{t('checkout.discount')}</span>
          <span className={s.value}>-{formatMoney(discount, lang)}</span>
        </div>
      )}
      <div className={s.row}>
        <span className={s.label}>{t('checkout.payable')}</span>
        <Price value={parseCents(confirm.payable)} testId={payableTestId} />
      </div>
    </>
  )
}
