import { RightOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CheckoutCoupons } from '../api/coupons'
import { formatMoney } from '../api/money'
import { useLanguage } from '../i18n'
import { couponRowState } from './checkoutSelection'
import { CouponPickerSheet, type CouponGoodsLinks } from './CouponPickerSheet'
import s from './CheckoutCoupons.module.css'

interface Props {
  coupons: CheckoutCoupons | undefined
  /** A new selection is being priced. */
  pending: boolean
  /** The selection to confirm next, in the order chosen ([] = no coupons). */
  onChange: (codes: string[]) => void
  /** Links to the goods pages of coupons that take goods (absent: none). */
  goodsLinks?: CouponGoodsLinks
}

/**
 * The checkout's coupon row (docs/API.md "Coupons at checkout"): what the selected coupons take
 * off, or how many could be used; tapping opens the picker.
 */
export function CheckoutCouponRow({ coupons, pending, onChange, goodsLinks }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const [open, setOpen] = useState(false)
  const state = couponRowState(coupons)
  return (
    <>
      <button type="button" className={s.row} onClick={() => setOpen(true)} disabled={!coupons} data-testid="checkout-coupon-row">
        <span className={s.label}>
          {t('coupons.checkoutRow')}
          {state.kind === 'selected' && coupons?.autoSelected && <span className={s.auto}>{t('coupons.checkoutBest')}</span>}
        </span>
        <span className={`${s.value} ${state.kind === 'selected' ? s.discount : state.kind === 'available' ? s.available : ''}`} data-testid="checkout-coupon-value">
          {state.kind === 'selected' && `-${formatMoney(state.discount, lang)}`}
          {state.kind === 'available' && t('coupons.checkoutAvailable', { count: state.count })}
          {state.kind === 'none' && t('coupons.checkoutNone')}
        </span>
        <RightOutline className={s.chevron} />
      </button>
      <CouponPickerSheet visible={open} coupons={coupons} pending={pending} onChange={onChange} goodsLinks={goodsLinks} onClose={() => setOpen(false)} />
    </>
  )
}
