import { describe, expect, it } from 'vitest'
import type { MallItem } from '../../api/mall'
import { cashPart, isSoldOut, shelfItems } from './shelfItems'

const item = (id: number, extra: Partial<MallItem> = {}): MallItem => ({
  id,
  categoryId: 1,
  title: `item ${id}`,
  subtitle: '',
  image: '',
  points: 100 * id,
  cash: '0',
  kind: 'goods',
  fulfilment: 'pickup',
  perStore: false,
  stock: 10,
  perMemberLimit: 0,
  soldOut: false,
  ...extra,
})

describe('shelfItems: the block shows the items on sale in its own order', () => {
  const shelf = [item(1), item(3), item(9), item(10)]

  it('KeepsTheBlocksOrder_NotTheShelfs', () => {
    expect(shelfItems([3, 9, 10, 1], shelf).map((x) => x.id)).toEqual([3, 9, 10, 1])
  })

  it('ItemsOffSale_AreLeftOutSilently', () => {
    expect(shelfItems([42, 9, 7], shelf).map((x) => x.id)).toEqual([9])
    expect(shelfItems([42, 7], shelf)).toEqual([])
  })

  it('RepeatedId_IsShownOnce', () => {
    expect(shelfItems([9, 9, 1], shelf).map((x) => x.id)).toEqual([9, 1])
  })
})

describe('isSoldOut: as the server marks it', () => {
  it('SoldOutFlag_IsSoldOut_AndNoCentralStockAloneIsNot', () => {
    expect(isSoldOut(item(1, { soldOut: true }))).toBe(true)
    // Stocked per store: nothing central, still on the stores' shelves.
    expect(isSoldOut(item(1, { stock: 0, perStore: true }))).toBe(false)
    expect(isSoldOut(item(1))).toBe(false)
  })
})

describe('cashPart: the cash part is shown only when there is one', () => {
  it('ZeroOrInvalid_IsNoCashPart', () => {
    for (const cash of ['0', '0.00', '', 'abc', null, undefined, '-5']) expect(cashPart(cash), String(cash)).toBeNull()
  })

  it('AnAmount_IsItsCents', () => {
    expect(cashPart('38')).toBe(3800)
    expect(cashPart('12.5')).toBe(1250)
  })
})
