import type { MallItem, MallStoreStock } from '../../api/mall'

/**
 * Whether, and how many of, an item a member may exchange, from what the shelf says: its stock,
 * the per-member limit and what the member took already, and the balance. The server decides in
 * the end; these say so before a tap. Pure functions, no React.
 */

/** The most units of one item in one exchange (the server's limit too). */
export const MAX_QUANTITY = 99

/** Why the exchange button is disabled, first reason first (sold out is nobody's to change). */
export type ExchangeBlock = 'soldOut' | 'limitReached' | 'notEnoughPoints'

type Stocked = Pick<MallItem, 'stock' | 'soldOut'> & Partial<Pick<MallItem, 'perStore' | 'fulfilment'>> & { stores?: readonly MallStoreStock[] }
type Shelf = Stocked & Pick<MallItem, 'points' | 'perMemberLimit'>

/**
 * Units to be had at all: the item's stock; for an item stocked per store, its best store (and,
 * when it is delivered too, the item's own stock), or, before its stores are known, what the
 * soldOut flag says.
 */
export function stockOf(item: Stocked): number {
  if (item.soldOut) return 0
  if (!item.perStore) return item.stock
  if (!item.stores) return MAX_QUANTITY
  const best = Math.max(0, ...item.stores.map((store) => store.stock))
  return item.fulfilment === 'both' ? Math.max(best, item.stock) : best
}

/** Units the member may still take under the per-member limit (Infinity: no limit). */
export function limitLeft(item: Pick<MallItem, 'perMemberLimit'>, bought: number): number {
  return item.perMemberLimit > 0 ? Math.max(0, item.perMemberLimit - bought) : Infinity
}

/**
 * What stops the member exchanging even one unit, or null. `balance` null is a visitor (or a
 * balance not known yet): points are not judged then.
 */
export function exchangeBlock(item: Shelf, bought: number, balance: number | null): ExchangeBlock | null {
  if (stockOf(item) <= 0) return 'soldOut'
  if (limitLeft(item, bought) <= 0) return 'limitReached'
  if (balance !== null && balance < item.points) return 'notEnoughPoints'
  return null
}

/**
 * The most units one exchange may take: stock (the pickup store's, when given, for an item stocked
 * per store), limit left, what the balance affords, 99; 0 when blocked.
 */
export function maxQuantity(item: Shelf, bought: number, balance: number | null, stockHere: number | null = null): number {
  if (exchangeBlock(item, bought, balance)) return 0
  const affordable = balance === null ? Infinity : Math.floor(balance / item.points)
  const stock = stockHere ?? stockOf(item)
  return Math.max(0, Math.min(stock, limitLeft(item, bought), affordable, MAX_QUANTITY))
}

/**
 * The most units of an item a cart line may hold: its stock, the per-member limit and 99 (the
 * member's points are judged for the whole cart; what they took before, at checkout).
 */
export function lineMax(item: Stocked & Pick<MallItem, 'perMemberLimit'>): number {
  return Math.max(0, Math.min(stockOf(item), limitLeft(item, 0), MAX_QUANTITY))
}

/** A quantity within 1 .. max (1 when nothing may be taken: the page disables the exchange then). */
export function clampQuantity(quantity: number, max: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1
  return Math.min(Math.max(1, whole), Math.max(1, max))
}

/** What the page says for a block (i18n keys under `mall.block`), with the numbers it names. */
export function blockMessage(block: ExchangeBlock, item: Pick<MallItem, 'points' | 'perMemberLimit'>, balance: number | null) {
  switch (block) {
    case 'soldOut':
      return { key: 'mall.block.soldOut', values: {} } as const
    case 'limitReached':
      return { key: 'mall.block.limitReached', values: { limit: item.perMemberLimit } } as const
    case 'notEnoughPoints':
      return { key: 'mall.block.notEnoughPoints', values: { short: item.points - (balance ?? 0) } } as const
  }
}
