import { useSyncExternalStore } from 'react'
import { cents } from '../../api/money'
import { createPersistentStore, type PersistentStore } from '../../app/persistentStore'
import { EMPTY_CART, lineKey, type Cart, type CartLine } from './cart'

/** One local cart per store, kept in localStorage until the server cart arrives. */
const stores = new Map<number, PersistentStore<Cart>>()

function reviveCart(raw: unknown): Cart | null {
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as Cart).lines)) return null
  const lines: CartLine[] = []
  for (const candidate of (raw as Cart).lines) {
    try {
      if (typeof candidate.goodsId !== 'number' || !(candidate.quantity > 0)) continue
      const line: CartLine = {
        goodsId: candidate.goodsId,
        name: String(candidate.name ?? ''),
        image: String(candidate.image ?? ''),
        specId: typeof candidate.specId === 'number' ? candidate.specId : null,
        specName: typeof candidate.specName === 'string' ? candidate.specName : null,
        attrValueIds: Array.isArray(candidate.attrValueIds) ? candidate.attrValueIds.filter((id) => typeof id === 'number') : [],
        attrNames: Array.isArray(candidate.attrNames) ? candidate.attrNames.map(String) : [],
        packageItems: Array.isArray(candidate.packageItems) ? candidate.packageItems : [],
        unitPrice: cents(candidate.unitPrice),
        unitnum: Number(candidate.unitnum) || 1,
        limitNum: Number(candidate.limitNum) || 0,
        quantity: Math.floor(candidate.quantity),
        key: '',
      }
      line.key = lineKey(line)
      lines.push(line)
    } catch {
      // a corrupt line is dropped
    }
  }
  return { lines }
}

function storeFor(sid: number): PersistentStore<Cart> {
  let store = stores.get(sid)
  if (!store) {
    store = createPersistentStore<Cart>(`qsr.cart.${sid}`, EMPTY_CART, reviveCart)
    stores.set(sid, store)
  }
  return store
}

const noop = () => () => undefined
const empty = () => EMPTY_CART

/** The cart of a store and a setter; an empty, read-only cart while no store is chosen. */
export function useCart(sid: number | null): [Cart, (update: (cart: Cart) => Cart) => void] {
  const store = sid === null ? null : storeFor(sid)
  const cart = useSyncExternalStore(store ? store.subscribe : noop, store ? store.get : empty, store ? store.get : empty)
  const update = (change: (cart: Cart) => Cart) => store?.set(change)
  return [cart, update]
}
