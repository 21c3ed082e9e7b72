import type { GiftCardSource, PayType, PayTypes } from '../../api/order'

/** One row of the pay page: a way to pay, and for a gift card which card. */
export interface PayChoice {
  key: string
  payType: PayType
  giftCardId?: number
  /** The server's entry it comes from (a wallet's balance, a combination's split). */
  entry: PayTypes['list'][number]
  /** The gift card this row pays from, if any. */
  card?: GiftCardSource
  usable: boolean
  /** Stored value pays (the payment password is asked for where the brand wants it). */
  stored: boolean
}

/**
 * The pay page's rows from the server's pay types: the wallet, each gift card that can pay (all
 * of it, or part with a bank card for the rest), a bank card, and the wallet with a bank card, in
 * that order.
 * A gift card that is short and cannot be combined is shown but cannot be chosen.
 */
export function payChoices(list: PayTypes['list']): PayChoice[] {
  const out: PayChoice[] = []
  for (const type of list) {
    if (type.type === 'giftcard') {
      for (const card of type.sources ?? []) {
        out.push({ key: `giftcard:${card.id}`, payType: card.enough ? 'giftcard' : 'combination', giftCardId: card.id, entry: type, card, usable: card.enough || card.combination, stored: true })
      }
    } else {
      out.push({ key: type.type, payType: type.type, entry: type, usable: type.type !== 'wallet' || type.enough !== false, stored: type.type !== 'card' })
    }
  }
  // Stored value together, the wallet's first: the gift cards follow the wallet, cards come last.
  const rank = (c: PayChoice) => (c.key === 'wallet' ? 0 : c.card ? 1 : 2)
  return out.sort((a, b) => rank(a) - rank(b))
}
