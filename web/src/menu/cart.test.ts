import { describe, expect, it } from 'vitest'
import type { ServerCart, ServerCartLine } from '../api/cart'
import { milkTea } from '../test/fixtures'
import { addBodyForSelection, allSelected, cartSummary, decreaseRemovesLine, goodsQuantity, lastLineOf, pockets } from './cart'
import { lineDetails } from '../api/cart'
import { defaultSelection, selectSpec } from './selection'

const line = (overrides: Partial<ServerCartLine>): ServerCartLine => ({
  id: 1, goods_id: 20001, option_id: 0, cid: 20, name: '港式奶茶', image: '', goods_type: 1, optionName: '凍', attrs: [101], attrNames: ['正常甜'],
  package: [], packageNames: [], num: 1, unitnum: 1, limitObj: { limitNum: 0 }, price: '21', old_price: '0', box_price: '1',
  total_price: '21', total_old_price: '0', packBag: 1, selected: 1, available: true, problem: '', problemText: '',
  ...overrides,
})

const cartOf = (lines: ServerCartLine[]): ServerCart => ({
  sid: 1007, orderType: 2, num: lines.length, selectedNum: lines.length, currentPackBag: 1, price: '0', originPrice: '0', no_pack_price: '0',
  box_price: '0', bag_fee: '0', delivery_fee: '0', categoryNumData: {}, goodsNumData: { '20001': 3 }, problems: [], data: lines,
})

describe('server cart mapping', () => {
  it('sends the detail sheet choices as option_id, attrs, package and the unit price seen', () => {
    const selection = selectSpec(defaultSelection(milkTea), 2000102)
    const body = addBodyForSelection(milkTea, selection, 2, 2000 as never)
    expect(body).toMatchObject({ goods_id: 20001, option_id: 2000102, num: 2, price: '20', package: [] })
    expect(Array.isArray(body.attrs)).toBe(true)
  })

  it('counts goods from the server and finds the last line of a goods', () => {
    const cart = cartOf([line({ id: 1 }), line({ id: 2, num: 2 })])
    expect(goodsQuantity(cart, 20001)).toBe(3)
    expect(goodsQuantity(undefined, 20001)).toBe(0)
    expect(lastLineOf(cart, 20001)?.id).toBe(2)
    expect(lastLineOf(cart, 1)).toBeNull()
  })

  it('follows the minimum step: below unitnum the line goes', () => {
    expect(decreaseRemovesLine({ num: 2, unitnum: 2 })).toBe(true)
    expect(decreaseRemovesLine({ num: 3, unitnum: 2 })).toBe(false)
    expect(decreaseRemovesLine({ num: 1, unitnum: 0 })).toBe(true)
  })

  it('groups lines by pocket and ignores unavailable lines for "all selected"', () => {
    const cart = cartOf([line({ id: 1, packBag: 2 }), line({ id: 2, packBag: 1 }), line({ id: 3, available: false, selected: 0 })])
    expect(pockets(cart).map((pocket) => pocket.packBag)).toEqual([1, 2])
    expect(allSelected(cart)).toBe(true)
    expect(lineDetails(line({ packageNames: ['薯條'] }))).toBe('凍 / 正常甜 / 薯條')
    expect(lineDetails(line({ packageNames: ['薯條'], detail: '凍、正常甜、薯條' }))).toBe('凍、正常甜、薯條')
  })

  it('the cart bar shows what checkout charges: the total with the bag and delivery fee, not the goods price', () => {
    const cart = { ...cartOf([line({})]), price: '21', bag_fee: '1', total: '22' }
    expect(cartSummary(cart).total).toBe(2200)
    expect(cartSummary({ ...cart, total: undefined }).total).toBe(2100)
  })
})
