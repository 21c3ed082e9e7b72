import { useTranslation } from 'react-i18next'
import type { CouponDetail, CouponTakes } from '../../api/coupons'
import { isBuyOneGetOne } from './takenGoods'
import s from './coupons.module.css'

interface Props {
  coupon: CouponDetail
  takes: CouponTakes
  /** Units in the cart tied to the coupon. */
  chosen: number
}

/**
 * What the coupon goods page says about its coupon: gifts to pick (贈品：選 1 件, its threshold),
 * exchange goods (at most n, each once), or how an offer on ordinary goods works (buy-one-get-one).
 */
export function CouponGoodsIntro({ coupon, takes, chosen }: Props) {
  const { t } = useTranslation()
  const threshold = coupon.rules?.threshold
  const value = [coupon.rules?.value].flat().filter(Boolean).join(' ')
  if (takes.mode === 'none') {
    return (
      <section className={`${s.card} ${s.takeBanner}`} data-testid="coupon-offer-note">
        <strong className={s.takeName}>{coupon.couponName}</strong>
        <span className={s.takeRule}>{[value, threshold].filter(Boolean).join(' · ')}</span>
        <p className={s.muted}>{isBuyOneGetOne(takes, coupon) ? t('coupons.bogoNote', { count: Number(coupon.amount) || 2 }) : t('coupons.applyNote')}</p>
      </section>
    )
  }
  const gift = takes.mode === 'gift'
  return (
    <section className={`${s.card} ${s.takeBanner}`} data-testid="coupon-take-banner" data-mode={takes.mode}>
      <strong className={s.takeName}>{coupon.couponName}</strong>
      <span className={s.takeRule}>
        {gift ? t('coupons.giftPick', { count: takes.units }) : t('coupons.exchangePick', { count: takes.units })}
        {gift && threshold ? ` · ${threshold}` : ''}
      </span>
      <p className={s.muted}>{t(gift ? 'coupons.giftHint' : 'coupons.takeHint')}</p>
      {chosen > 0 && <span className={s.takeCount}>{t('coupons.takeChosen', { count: chosen })}</span>}
    </section>
  )
}
