import type { MallItem } from '../../api/mall'
import { tryParseCents, type Cents } from '../../api/money'

/**
 * A shelf block's items: those of `itemIds` the mall has on sale (its shelf), in the block's order;
 * an id off the shelf (taken off sale, or never one) is left out, a repeated id shown once.
 */
export function shelfItems(itemIds: readonly number[], shelf: readonly MallItem[]): MallItem[] {
  const byId = new Map(shelf.map((item) => [item.id, item]))
  const seen = new Set<number>()
  const picked: MallItem[] = []
  for (const id of itemIds) {
    const item = byId.get(id)
    if (!item || seen.has(id)) continue
    seen.add(id)
    picked.push(item)
  }
  return picked
}

/**
 * Sold out on the shelf, as the server says: an item stocked per store, or delivered too, may have
 * none in its central stock and still be offered.
 */
export const isSoldOut = (item: Pick<MallItem, 'soldOut'>) => item.soldOut

/** An item's cash part in cents, or null when there is none ("0", empty or not an amount). */
export function cashPart(cash: string | number | null | undefined): Cents | null {
  const amount = tryParseCents(cash === null || cash === undefined ? cash : String(cash))
  return amount !== null && amount > 0 ? amount : null
}
