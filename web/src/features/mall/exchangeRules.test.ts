import { describe, expect, it } from 'vitest'
import { blockMessage, clampQuantity, exchangeBlock, limitLeft, lineMax, MAX_QUANTITY, maxQuantity, stockOf } from './exchangeRules'

const item = { points: 300, stock: 12, perMemberLimit: 2, soldOut: false }

describe('exchange availability', () => {
  it('lets a member with points exchange an item in stock under its limit', () => {
    expect(exchangeBlock(item, 1, 1234)).toBeNull()
    expect(exchangeBlock(item, 0, 300)).toBeNull()
  })

  it('says sold out first: for the soldOut flag or no stock, whatever else holds', () => {
    expect(exchangeBlock({ ...item, soldOut: true }, 0, 1234)).toBe('soldOut')
    expect(exchangeBlock({ ...item, stock: 0 }, 2, 0)).toBe('soldOut')
  })

  it('says the limit is reached once the member took the limit, before points', () => {
    expect(exchangeBlock(item, 2, 1234)).toBe('limitReached')
    expect(exchangeBlock(item, 3, 0)).toBe('limitReached')
  })

  it('says points are short when the balance is below one unit', () => {
    expect(exchangeBlock(item, 0, 299)).toBe('notEnoughPoints')
  })

  it('does not judge points it does not know (a visitor), nor a limit of 0 (none)', () => {
    expect(exchangeBlock(item, 0, null)).toBeNull()
    expect(exchangeBlock({ ...item, perMemberLimit: 0 }, 50, 1234)).toBeNull()
    expect(limitLeft({ perMemberLimit: 0 }, 50)).toBe(Infinity)
    expect(limitLeft({ perMemberLimit: 2 }, 5)).toBe(0)
  })

  it('words each block with the numbers it names', () => {
    expect(blockMessage('soldOut', item, 0)).toEqual({ key: 'mall.block.soldOut', values: {} })
    expect(blockMessage('limitReached', item, 1234)).toEqual({ key: 'mall.block.limitReached', values: { limit: 2 } })
    expect(blockMessage('notEnoughPoints', item, 120)).toEqual({ key: 'mall.block.notEnoughPoints', values: { short: 180 } })
  })
})

describe('stock', () => {
  it("is the item's stock, 0 once flagged sold out", () => {
    expect(stockOf(item)).toBe(12)
    expect(stockOf({ ...item, soldOut: true })).toBe(0)
  })

  it('for an item stocked per store: its best store, and the central stock too when it is also delivered', () => {
    const stores = [{ sid: 1001, stock: 3 }, { sid: 1007, stock: 5 }]
    expect(stockOf({ ...item, stock: 0, perStore: true, fulfilment: 'pickup', stores })).toBe(5)
    expect(stockOf({ ...item, stock: 9, perStore: true, fulfilment: 'both', stores })).toBe(9)
    expect(stockOf({ ...item, stock: 0, perStore: true, fulfilment: 'pickup', stores: [{ sid: 1001, stock: 0 }] })).toBe(0)
  })

  it('for an item stocked per store whose stores are not known yet (the shelf): the sold-out flag decides', () => {
    expect(exchangeBlock({ ...item, stock: 0, perStore: true }, 0, 1234)).toBeNull()
    expect(exchangeBlock({ ...item, stock: 0, perStore: true, soldOut: true }, 0, 1234)).toBe('soldOut')
  })
})

describe('quantity bounds', () => {
  it('is the least of stock, limit left and what the balance affords', () => {
    expect(maxQuantity(item, 0, 10_000)).toBe(2) // the limit
    expect(maxQuantity({ ...item, perMemberLimit: 0 }, 0, 10_000)).toBe(12) // the stock
    expect(maxQuantity({ ...item, perMemberLimit: 0 }, 0, 950)).toBe(3) // the points: 3 × 300
    expect(maxQuantity({ ...item, stock: 1 }, 0, 10_000)).toBe(1)
  })

  it('never passes the one-exchange cap, even for a visitor', () => {
    expect(maxQuantity({ ...item, stock: 500, perMemberLimit: 0 }, 0, null)).toBe(MAX_QUANTITY)
  })

  it('is 0 when anything blocks the exchange', () => {
    expect(maxQuantity({ ...item, soldOut: true }, 0, 10_000)).toBe(0)
    expect(maxQuantity(item, 2, 10_000)).toBe(0)
    expect(maxQuantity(item, 0, 299)).toBe(0)
  })

  it('keeps a wanted quantity within 1 .. max', () => {
    expect(clampQuantity(3, 2)).toBe(2)
    expect(clampQuantity(0, 5)).toBe(1)
    expect(clampQuantity(2, 5)).toBe(2)
    expect(clampQuantity(4, 0)).toBe(1)
    expect(clampQuantity(Number.NaN, 5)).toBe(1)
  })

  it("takes the pickup store's stock for an item stocked per store", () => {
    expect(maxQuantity({ ...item, perMemberLimit: 0 }, 0, 10_000, 4)).toBe(4)
    expect(maxQuantity({ ...item, perMemberLimit: 0 }, 0, 10_000, 0)).toBe(0)
  })

  it('caps a cart line at the stock, the per-member limit and 99, not the points', () => {
    expect(lineMax(item)).toBe(2)
    expect(lineMax({ ...item, perMemberLimit: 0 })).toBe(12)
    expect(lineMax({ ...item, perMemberLimit: 0, stock: 500 })).toBe(MAX_QUANTITY)
    expect(lineMax({ ...item, soldOut: true })).toBe(0)
  })
})
