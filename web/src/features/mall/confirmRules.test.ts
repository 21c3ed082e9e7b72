import { describe, expect, it } from 'vitest'
import { confirmReason, type ConfirmInput } from './confirmRules'

const item = { kind: 'goods' as const, points: 300, stock: 12, perMemberLimit: 2, soldOut: false, perStore: false, fulfilment: 'both' as const, stores: [], bought: 0 }
const input = (over: Partial<ConfirmInput> = {}): ConfirmInput => ({
  goods: { kind: 'item', item },
  balance: 1234,
  ways: ['pickup', 'delivery'],
  way: 'pickup',
  offer: { state: 'ok', stock: null },
  lang: 'zh-HK',
  ...over,
})

describe('what stops the confirm page', () => {
  it('AnItemInStock_WithPoints_AtAStoreThatHasIt_MayBeConfirmed', () => {
    expect(confirmReason(input())).toBeNull()
  })

  it('TheItemsOwnBlock_ComesFirst', () => {
    expect(confirmReason(input({ balance: 100 }))).toEqual({ key: 'mall.block.notEnoughPoints', values: { short: 200 } })
    expect(confirmReason(input({ goods: { kind: 'item', item: { ...item, bought: 2 } }, offer: { state: 'notOffered' } }))?.key).toBe('mall.block.limitReached')
  })

  it('TheCartsOwnBlock_ComesFirstForTheCart', () => {
    const cart = { lines: [], points: 0, balance: 10 }
    expect(confirmReason(input({ goods: { kind: 'cart', cart } }))?.key).toBe('mall.cartBlock.empty')
  })

  it('GoodsWithNoWayInCommon_CannotBeConfirmed_APackageNeedsNone', () => {
    expect(confirmReason(input({ ways: [], way: null }))?.key).toBe('mall.cartBlock.mixedWays')
    expect(confirmReason(input({ goods: { kind: 'item', item: { ...item, kind: 'coupons', fulfilment: 'none' } }, ways: [], way: null, offer: null }))).toBeNull()
  })

  it('APickupStoreThatDoesNotStockIt_OrHasTooFew_IsNamed', () => {
    expect(confirmReason(input({ offer: { state: 'notOffered' } }))?.key).toBe('mall.storeNotOffered')
    expect(confirmReason(input({ offer: { state: 'short', stock: 1 } }))).toEqual({ key: 'mall.storeShort', values: { count: 1 } })
    expect(confirmReason(input({ offer: { state: 'short', stock: 0 } }))?.key).toBe('mall.storeSoldOut')
  })

  it('AStoresStock_DoesNotMatterForADelivery', () => {
    expect(confirmReason(input({ way: 'delivery', offer: { state: 'short', stock: 0 } }))).toBeNull()
  })
})
