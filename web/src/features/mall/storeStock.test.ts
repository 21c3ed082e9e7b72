import { describe, expect, it } from 'vitest'
import { offeredStores, storeOffer } from './storeStock'

const central = { quantity: 2, item: { perStore: false } }
const perStore = (stores: { sid: number; stock: number }[], quantity = 1) => ({ quantity, item: { perStore: true, stores } })

describe('stock per pickup store', () => {
  it('Offered_AnyStoreForItemsStockedCentrally', () => {
    expect(offeredStores([central])).toBeNull()
    expect(storeOffer(1001, [central])).toEqual({ state: 'ok', stock: null })
  })

  it('Offered_OnlyTheStoresThatStockEveryPerStoreLine', () => {
    const lines = [perStore([{ sid: 1001, stock: 3 }, { sid: 1007, stock: 0 }]), perStore([{ sid: 1007, stock: 5 }, { sid: 1009, stock: 1 }]), central]
    expect([...(offeredStores(lines) ?? [])]).toEqual([1007])
  })

  it('StoreNotInTheList_IsNotOffered', () => {
    expect(storeOffer(1009, [perStore([{ sid: 1001, stock: 3 }])])).toEqual({ state: 'notOffered' })
  })

  it('StoreWithTooFew_IsShort_WithItsStock_SoldOutIsStockZero', () => {
    expect(storeOffer(1007, [perStore([{ sid: 1007, stock: 0 }])])).toEqual({ state: 'short', stock: 0 })
    expect(storeOffer(1001, [perStore([{ sid: 1001, stock: 1 }], 2)])).toEqual({ state: 'short', stock: 1 })
    expect(storeOffer(1001, [perStore([{ sid: 1001, stock: 3 }], 2)])).toEqual({ state: 'ok', stock: 3 })
  })

  it('ADetailStillLoading_DoesNotJudgeTheStore', () => {
    expect(offeredStores([{ quantity: 1, item: { perStore: true } }])).toBeNull()
    expect(storeOffer(1001, [{ quantity: 1, item: { perStore: true } }])).toEqual({ state: 'ok', stock: null })
  })
})
