import { useMallItems } from '../../api/mall'
import { useMallCart } from '../../api/mallCart'
import type { StockedCart } from './ConfirmForm'

/**
 * The cart's lines ticked for checkout (`lineIds`; null: all of them), in the cart's order, each
 * item stocked per store with the stores that stock it (from its detail, once read: `stores`
 * stays undefined while it loads). For the confirm page and the choiceStore page.
 */
export function useTickedCartLines(lineIds: readonly number[] | null) {
  const cart = useMallCart()
  const ticked = (cart.data?.lines ?? []).filter((line) => lineIds === null || lineIds.includes(line.itemId))
  const perStore = ticked.filter((line) => line.item.perStore)
  const details = useMallItems(perStore.map((line) => line.itemId))
  const stores = new Map(perStore.map((line, index) => [line.itemId, details[index]?.data?.stores]))
  const lines: StockedCart['lines'] = ticked.map((line) => ({ ...line, item: { ...line.item, stores: stores.get(line.itemId) } }))
  return {
    cart,
    lines,
    /** A detail still loading (which stores hand the goods over is not known yet). */
    storesPending: details.some((detail) => detail.isPending),
    storesError: details.find((detail) => detail.isError && !detail.data) ?? null,
    refetch: () => {
      void cart.refetch()
      for (const detail of details) void detail.refetch()
    },
  }
}
