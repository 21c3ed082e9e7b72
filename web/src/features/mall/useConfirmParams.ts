import { useSearchParams } from 'react-router'
import { parseLineIds } from './cartTicks'

/**
 * The confirm page's choices live in its address (replaced, not pushed): the item (?id=) or the
 * cart (?cart=1, with the lines ticked: &lines=7,8; without them the whole cart), the quantity of
 * an item, the way (pickup, delivery), the pickup store and the delivery address. A trip to the
 * address form or the store page and back keeps them (the store page reads the goods from them too).
 */
export function useConfirmParams() {
  const [params, setParams] = useSearchParams()
  const number = (name: string) => {
    const value = Number(params.get(name))
    return Number.isInteger(value) && value > 0 ? value : null
  }
  const set = (patch: Record<string, string | number | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key)
          else next.set(key, String(value))
        }
        return next
      },
      { replace: true },
    )
  return {
    itemId: number('id'),
    fromCart: params.get('cart') === '1',
    lineIds: parseLineIds(params.get('lines')),
    quantity: number('qty') ?? 1,
    way: params.get('how'),
    sid: number('sid'),
    addressId: number('addressId'),
    setQuantity: (quantity: number) => set({ qty: quantity }),
    setWay: (way: string) => set({ how: way }),
    setSid: (sid: number) => set({ sid }),
    setAddressId: (id: number) => set({ addressId: id }),
  }
}
