import { useTranslation } from 'react-i18next'
import { formatMoney, parseCents } from '../api/money'
import type { CheckoutPoints } from '../api/order'
import { useLanguage } from '../i18n'
import c from './CheckoutCoupons.module.css'
import s from './CheckoutPoints.module.css'

interface Props {
  points: CheckoutPoints
  /** A new choice is being priced. */
  pending: boolean
  onChange: (use: boolean) => void
}

/**
 * The checkout's points row (spec 000 §5): a switch to pay part of the order with points, saying
 * how many and what they take off, or why they cannot be used here (too few points, the order too
 * small, a coupon that excludes them).
 */
export function CheckoutPointsRow({ points, pending, onChange }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  // Selected stays switchable even when the answer says no more (so it can be turned off).
  const enabled = (points.usable || points.selected) && !pending
  return (
    <button
      type="button"
      role="switch"
      aria-checked={points.selected}
      className={s.row}
      disabled={!enabled}
      onClick={() => onChange(!points.selected)}
      data-testid="checkout-points-row"
    >
      <span className={s.text}>
        <span className={c.label}>{t('checkout.points')}</span>
        {points.usable ? (
          <span className={s.detail}>{t('checkout.pointsOffer', { points: points.points, money: formatMoney(parseCents(points.money), lang) })}</span>
        ) : (
          <span className={s.reason} data-testid="checkout-points-reason">
            {points.reasonText}
          </span>
        )}
        {/* Once taken, what is left of them after this order; before, what there is to use. */}
        <span className={s.reason}>
          {points.selected
            ? t('checkout.pointsLeft', { points: Math.max(0, points.balance - points.points) })
            : t('checkout.pointsBalance', { points: points.balance })}
        </span>
      </span>
      <span className={`${s.track} ${points.selected ? s.on : ''}`} aria-hidden="true" />
    </button>
  )
}
