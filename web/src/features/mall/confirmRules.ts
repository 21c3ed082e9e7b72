import type { MallItemDetail } from '../../api/mall'
import type { MallCart } from '../../api/mallCart'
import { cartBlock, cartBlockMessage } from './cartRules'
import { blockMessage, exchangeBlock } from './exchangeRules'
import type { MallWay } from './fulfilment'
import type { StoreOffer } from './storeStock'

/**
 * What stops the confirm page's exchange, first reason first, as the words it says (i18n keys
 * under `mall`): the item's or the cart's own block, goods that cannot be handed over one way,
 * or a pickup store without them. null: confirm may be tapped (a missing store or address is
 * asked for on the tap). Pure functions, no React.
 */
export interface ConfirmInput {
  /** One item (with the member's units so far), or the cart. */
  goods: { kind: 'item'; item: Pick<MallItemDetail, 'kind' | 'points' | 'stock' | 'perMemberLimit' | 'soldOut' | 'perStore' | 'fulfilment' | 'stores' | 'bought'> } | { kind: 'cart'; cart: Pick<MallCart, 'lines' | 'points' | 'balance'> }
  balance: number | null
  /** The ways the goods offer together. */
  ways: readonly MallWay[]
  way: MallWay | null
  /** The chosen pickup store's standing (null: none chosen, or not a pickup). */
  offer: StoreOffer | null
  lang: string
}

export type Reason =
  | ReturnType<typeof blockMessage>
  | ReturnType<typeof cartBlockMessage>
  | { key: 'mall.cartBlock.mixedWays' | 'mall.storeNotOffered' | 'mall.storeSoldOut'; values: Record<string, never> }
  | { key: 'mall.storeShort'; values: { count: number } }

export function confirmReason({ goods, balance, ways, way, offer, lang }: ConfirmInput): Reason | null {
  if (goods.kind === 'item') {
    const block = exchangeBlock(goods.item, goods.item.bought, balance)
    if (block) return blockMessage(block, goods.item, balance)
  } else {
    const block = cartBlock(goods.cart)
    if (block) return cartBlockMessage(block, lang)
  }
  const isPackage = goods.kind === 'item' && goods.item.kind === 'coupons'
  if (!isPackage && ways.length === 0) return { key: 'mall.cartBlock.mixedWays', values: {} }
  if (way === 'pickup' && offer?.state === 'notOffered') return { key: 'mall.storeNotOffered', values: {} }
  if (way === 'pickup' && offer?.state === 'short') return offer.stock > 0 ? { key: 'mall.storeShort', values: { count: offer.stock } } : { key: 'mall.storeSoldOut', values: {} }
  return null
}
