import { Badge, Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { Cents } from '../api/money'
import { Price } from '../ui/Price'
import s from './CartBar.module.css'

interface Props {
  count: number
  total: Cents
  /** Something is selected and available. */
  canCheckout?: boolean
  onOpen: () => void
  onCheckout: () => void
  /** Leaves room for the raised centre button of the tab bar below. */
  aboveTabBar?: boolean
}

/** The bar at the bottom of the menu: item count, total, checkout. */
export function CartBar({ count, total, canCheckout = true, onOpen, onCheckout, aboveTabBar }: Props) {
  const { t } = useTranslation()
  const empty = count === 0
  return (
    <div className={`${s.wrap} ${aboveTabBar ? s.aboveTabBar : ''}`}>
      <div className={`${s.bar} ${empty ? s.empty : ''}`}>
        <button type="button" className={s.summary} onClick={onOpen} disabled={empty}>
          <span className="visually-hidden">{t('cart.open')}</span>
          <Badge content={empty ? null : count} className={s.badge}>
            <span className={s.icon} aria-hidden="true">
              <CartIcon />
            </span>
          </Badge>
          <span className="visually-hidden" data-testid="cart-count">
            {count}
          </span>
          {empty ? <span className={s.emptyText}>{t('cart.emptyHint')}</span> : <Price value={total} size="large" testId="cart-total" />}
        </button>
        <Button color="primary" className={s.checkout} disabled={empty || !canCheckout} onClick={onCheckout}>
          {t('cart.checkout')}
        </Button>
      </div>
    </div>
  )
}

function CartIcon() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28">
      <path d="M6 10h20l-2.2 14.4a3 3 0 0 1-3 2.6h-9.6a3 3 0 0 1-3-2.6z" fill="currentColor" />
      <path d="M11.5 12V9a4.5 4.5 0 0 1 9 0v3" stroke="currentColor" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      <path d="M12 17h8" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  )
}
