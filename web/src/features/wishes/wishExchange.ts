import { ApiError } from '../../api/client'
import { WISH_ERROR, type Wish, type WishExchange } from '../../api/wishes'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { formatPoints } from '../../ui/format'

/**
 * What a campaign's exchange button does and what an exchange's answer says (pure, no React;
 * i18n keys under `wishes`).
 */
export type ExchangeState =
  /** A visitor: the page asks them to sign in once, above the campaigns. */
  | 'signIn'
  /** A card is still missing. */
  | 'collecting'
  /** One of every card held: the button exchanges a set. */
  | 'ready'
  /** The member exchanged as many sets as the campaign allows. */
  | 'limitReached'

export function exchangeState(wish: Pick<Wish, 'complete' | 'exchangeLimit' | 'exchanged'>, signedIn: boolean): ExchangeState {
  if (!signedIn) return 'signIn'
  if (wish.exchangeLimit > 0 && wish.exchanged >= wish.exchangeLimit) return 'limitReached'
  return wish.complete ? 'ready' : 'collecting'
}

/** What an exchange gave, in words: "+200 points added", "… is in your wallet". */
export function exchangedWords(exchange: Pick<WishExchange, 'rewardKind' | 'points'>, wish: Pick<Wish, 'reward'>) {
  if (exchange.rewardKind === 'points') return { key: 'wishes.exchangedPoints', values: { points: formatPoints(exchange.points) } } as const
  const name = wish.reward.couponName
  return name ? ({ key: 'wishes.exchangedCoupon', values: { name } } as const) : ({ key: 'wishes.exchangedCouponPlain', values: {} } as const)
}

/** The wallet page of the coupon an exchange gave; null for points. */
export function exchangedCouponUrl(exchange: Pick<WishExchange, 'rewardKind' | 'couponCode'>): string | null {
  return exchange.rewardKind === 'coupon' && exchange.couponCode ? pageUrl(PAGE.voucherDetail, { couponCode: exchange.couponCode }) : null
}

/**
 * A refused exchange in the app's own words (39001 a card missing, 39002 the limit, 39003 not
 * running); null for anything else, which the server's message says.
 */
export function refusalWords(error: unknown, wish: Pick<Wish, 'exchangeLimit'>) {
  if (!(error instanceof ApiError)) return null
  switch (error.code) {
    case WISH_ERROR.setIncomplete:
      return { key: 'wishes.error.setIncomplete', values: {} } as const
    case WISH_ERROR.limitReached:
      return { key: 'wishes.error.limitReached', values: { limit: wish.exchangeLimit } } as const
    case WISH_ERROR.notRunning:
      return { key: 'wishes.error.notRunning', values: {} } as const
    default:
      return null
  }
}
