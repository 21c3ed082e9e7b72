import type { MallItem, MallStoreStock } from '../../api/mall'

/**
 * Which stores can hand an exchange over: an item stocked per store is collected only at the
 * stores that stock it (`stores` of its detail), and only as many as that store holds; an item
 * stocked centrally at any store. Pure functions, no React.
 */

export interface StockedLine {
  quantity: number
  item: Pick<MallItem, 'perStore'> & { stores?: readonly MallStoreStock[] }
}

/** A store for these lines: fine (with the least stock of the per-store lines there, if any), not stocking them, or short. */
export type StoreOffer = { state: 'ok'; stock: number | null } | { state: 'notOffered' } | { state: 'short'; stock: number }

/** The per-store lines whose stores are known (a detail still loading does not judge). */
const perStoreLines = (lines: readonly StockedLine[]) => lines.filter((line) => line.item.perStore && line.item.stores !== undefined)

/** The stores that may be offered at all (null: any store). */
export function offeredStores(lines: readonly StockedLine[]): Set<number> | null {
  const stocked = perStoreLines(lines)
  if (stocked.length === 0) return null
  const stocking = stocked.map((line) => new Set((line.item.stores ?? []).map((store) => store.sid)))
  return stocking.reduce((common, here) => new Set([...common].filter((sid) => here.has(sid))))
}

/** How a store stands for these lines. */
export function storeOffer(sid: number, lines: readonly StockedLine[]): StoreOffer {
  let least: number | null = null
  let short = false
  for (const line of perStoreLines(lines)) {
    const stock = line.item.stores?.find((store) => store.sid === sid)?.stock
    if (stock === undefined) return { state: 'notOffered' }
    least = least === null ? stock : Math.min(least, stock)
    if (stock < line.quantity) short = true
  }
  return short && least !== null ? { state: 'short', stock: least } : { state: 'ok', stock: least }
}
