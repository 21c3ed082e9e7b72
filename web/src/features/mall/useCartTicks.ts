import type { MallCartLine } from '../../api/mallCart'
import { useMemberId } from '../../api/session'
import { cartTicksStore, tick, tickAll, tickedLines } from './cartTicks'

/** The mall cart's ticked lines (by item, in the cart's order), ticking one, and ticking all or none. */
export function useCartTicks(lines: readonly Pick<MallCartLine, 'itemId'>[]) {
  const memberId = useMemberId()
  const ticks = cartTicksStore.use()
  const ids = lines.map((line) => line.itemId)
  const ticked = tickedLines(ids, ticks, memberId)
  return {
    ticked,
    all: ids.length > 0 && ticked.length === ids.length,
    tick: (id: number, on: boolean) => cartTicksStore.set((previous) => tick(previous, memberId, ids, id, on)),
    tickAll: (on: boolean) => cartTicksStore.set(tickAll(memberId, ids, on)),
  }
}
