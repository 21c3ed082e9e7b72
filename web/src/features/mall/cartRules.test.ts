import { describe, expect, it } from 'vitest'
import type { MallItem } from '../../api/mall'
import { cartBlock, cartBlockMessage, lineUnavailable, tickedOf } from './cartRules'

const item = (id: number, over: Partial<MallItem> = {}): MallItem => ({
  id,
  categoryId: 1,
  kind: 'goods',
  title: `禮品 ${id}`,
  subtitle: '',
  image: '',
  points: 300,
  cash: 0,
  fulfilment: 'both',
  stock: 10,
  perStore: false,
  perMemberLimit: 0,
  soldOut: false,
  ...over,
})
const line = (it: MallItem, quantity = 1) => ({ itemId: it.id, quantity, item: it })

describe('mall cart checkout', () => {
  it('CartWithLinesThatGoTogether_AndEnoughPoints_MayCheckOut', () => {
    expect(cartBlock({ lines: [line(item(1), 2), line(item(2, { fulfilment: 'pickup' }))], balance: 1000 })).toBeNull()
  })

  it('EmptyCart_CannotCheckOut', () => {
    expect(cartBlock({ lines: [], balance: 1000 })).toEqual({ kind: 'empty' })
  })

  it('SoldOutLine_OrMoreThanItsStockOrLimit_IsNamedFirst', () => {
    const lines = [line(item(1, { soldOut: true })), line(item(2, { stock: 1 }), 2), line(item(3, { perMemberLimit: 1 }), 2), line(item(4))]
    expect(cartBlock({ lines, balance: 0 })).toEqual({ kind: 'unavailable', titles: ['禮品 1', '禮品 2', '禮品 3'] })
    expect(lineUnavailable(line(item(4), 10))).toBe(false)
    expect(lineUnavailable(line(item(4), 11))).toBe(true)
  })

  it('PickupOnlyAndDeliveryOnlyLines_CannotGoTogether', () => {
    const lines = [line(item(1, { fulfilment: 'pickup' })), line(item(2, { fulfilment: 'delivery' }))]
    expect(cartBlock({ lines, balance: 1000 })).toEqual({ kind: 'mixedWays' })
  })

  it('PointsShortForTheTickedLines_SaysHowMany', () => {
    expect(cartBlock({ lines: [line(item(1), 6)], balance: 1234 })).toEqual({ kind: 'notEnoughPoints', short: 566 })
  })

  it('NothingTicked_CannotCheckOut', () => {
    expect(cartBlock({ lines: [line(item(1))], balance: 1000 }, [])).toEqual({ kind: 'noneTicked' })
    expect(cartBlockMessage({ kind: 'noneTicked' }, 'zh-HK').key).toBe('mall.cartBlock.noneTicked')
  })

  it('AnUntickedLine_StopsNothing_NotItsStockNorItsWayNorItsPoints', () => {
    const lines = [line(item(1, { fulfilment: 'pickup' }), 2), line(item(2, { soldOut: true, fulfilment: 'delivery', points: 5000 }))]
    expect(cartBlock({ lines, balance: 600 }, [1])).toBeNull()
    expect(cartBlock({ lines, balance: 600 }, [1, 2])).toEqual({ kind: 'unavailable', titles: ['禮品 2'] })
  })

  it('PointsShort_CountsOnlyTheTickedLines', () => {
    const lines = [line(item(1), 2), line(item(2), 3)]
    expect(cartBlock({ lines, balance: 1000 }, [2])).toBeNull()
    expect(cartBlock({ lines, balance: 1000 })).toEqual({ kind: 'notEnoughPoints', short: 500 })
    expect(tickedOf(lines, [2]).map((l) => l.itemId)).toEqual([2])
  })

  it('Messages_NameTheLinesAndTheShortfall', () => {
    expect(cartBlockMessage({ kind: 'unavailable', titles: ['帆布袋', '保溫杯'] }, 'zh-HK')).toEqual({ key: 'mall.cartBlock.unavailable', values: { titles: '帆布袋、保溫杯' } })
    expect(cartBlockMessage({ kind: 'unavailable', titles: ['Tote bag', 'Flask'] }, 'en').values).toEqual({ titles: 'Tote bag, Flask' })
    expect(cartBlockMessage({ kind: 'notEnoughPoints', short: 1566 }, 'en')).toEqual({ key: 'mall.cartBlock.notEnoughPoints', values: { short: '1,566' } })
    expect(cartBlockMessage({ kind: 'mixedWays' }, 'zh-CN').key).toBe('mall.cartBlock.mixedWays')
  })
})
