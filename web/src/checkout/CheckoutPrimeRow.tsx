import { RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { formatMoney, parseCents } from '../api/money'
import type { CheckoutPrime } from '../api/order'
import { useLanguage } from '../i18n'
import c from './CheckoutCoupons.module.css'
import s from './CheckoutPoints.module.css'

interface Props {
  prime: CheckoutPrime
  /** A new choice is being priced. */
  pending: boolean
  onChange: (use: boolean) => void
  /** Opens the pass page (for a member who holds no pass: what it would save here). */
  onJoin: () => void
}

/**
 * The checkout's Privilege Pass row (spec 000 §6, 001 §4): for a pass holder, a switch for today's
 * member price on the item it saves most on, or why it cannot be had (used today); for anyone else,
 * what the pass would save on this order, leading to the pass page.
 */
export function CheckoutPrimeRow({ prime, pending, onChange, onJoin }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const money = (value: string) => formatMoney(parseCents(value), lang)
  const offer = t('checkout.primeOffer', { name: prime.name, price: money(prime.memberPrice), saving: money(prime.saving) })
  if (!prime.holder) {
    return (
      <button type="button" className={s.row} onClick={onJoin} data-testid="checkout-prime-upsell">
        <span className={s.text}>
          <span className={c.label}>{t('checkout.primeJoin', { saving: money(prime.saving) })}</span>
          <span className={s.reason}>{offer}</span>
        </span>
        <RightOutline aria-hidden="true" />
      </button>
    )
  }
  const enabled = (prime.usable || prime.selected) && !pending
  return (
    <button
      type="button"
      role="switch"
      aria-checked={prime.selected}
      className={s.row}
      disabled={!enabled}
      onClick={() => onChange(!prime.selected)}
      data-testid="checkout-prime-row"
    >
      <span className={s.text}>
        <span className={c.label}>{t('checkout.prime')}</span>
        <span className={s.detail}>{offer}</span>
        {!prime.usable && !prime.selected && (
          <span className={s.reason} data-testid="checkout-prime-reason">
            {prime.reasonText}
          </span>
        )}
      </span>
      <span className={`${s.track} ${prime.selected ? s.on : ''}`} aria-hidden="true" />
    </button>
  )
}
