import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { MallItemDetail } from '../../api/mall'
import { formatPoints } from '../../ui/format'
import { blockMessage, exchangeBlock } from './exchangeRules'
import s from './mall.module.css'

interface Props {
  item: MallItemDetail
  /** A member with a phone (who may exchange); a visitor is asked to sign in first. */
  signedIn: boolean
  onExchange: () => void
  onSignIn: () => void
  /** Goods go in the cart too (a coupon package does not): absent, no cart button. */
  onAddToCart?: () => void
  adding?: boolean
}

/**
 * The item page's bottom bar: the member's points, "Add to cart" (goods) and "Exchange",
 * disabled with the reason written above them when the item is sold out, the member's limit is
 * reached or points are short.
 */
export function ExchangeBar({ item, signedIn, onExchange, onSignIn, onAddToCart, adding = false }: Props) {
  const { t } = useTranslation()
  const balance = signedIn ? item.balance : null
  const block = exchangeBlock(item, item.bought, balance)
  const reason = block ? blockMessage(block, item, balance) : null
  // Points short for one now do not stop putting it in the cart; sold out or the limit do.
  const cartBlocked = block === 'soldOut' || block === 'limitReached'
  return (
    <div className={s.bottomBar}>
      {reason && (
        <p className={s.blockReason} id="mall-block-reason" data-testid="mall-block-reason" data-block={block}>
          {t(reason.key, reason.values)}
        </p>
      )}
      <div className={s.barRow}>
        {signedIn && balance !== null && (
          <p className={s.barBalance}>
            <span>{t('mall.balance')}</span>
            <strong>{formatPoints(balance)}</strong>
          </p>
        )}
        {signedIn && onAddToCart && (
          <Button
            shape="rounded"
            fill="outline"
            color="primary"
            className={s.barButton}
            disabled={cartBlocked}
            loading={adding}
            aria-describedby={cartBlocked && reason ? 'mall-block-reason' : undefined}
            onClick={onAddToCart}
            data-testid="mall-add-to-cart"
          >
            {t('mall.addToCart')}
          </Button>
        )}
        {signedIn || block ? (
          <Button
            color="primary"
            shape="rounded"
            className={s.barButton}
            disabled={!!block}
            aria-describedby={reason ? 'mall-block-reason' : undefined}
            onClick={onExchange}
            data-testid="mall-exchange"
          >
            {t('mall.exchange')}
          </Button>
        ) : (
          <Button color="primary" shape="rounded" className={s.barButton} onClick={onSignIn} data-testid="mall-sign-in-to-exchange">
            {t('mall.signInToExchange')}
          </Button>
        )}
      </div>
    </div>
  )
}
