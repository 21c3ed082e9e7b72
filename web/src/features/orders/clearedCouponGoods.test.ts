import { describe, expect, it } from 'vitest'
import type { ServerCartLine } from '../../api/cart'
import { clearedCouponGoods, COUPON_GOODS_CLEARED, problemsBesideNotice } from './clearedCouponGoods'

const line = (id: number, couponKey = '', extra: Partial<ServerCartLine> = {}) => ({ id, couponKey, selected: 1, available: true, name: `goods ${id}`, ...extra }) as ServerCartLine
const cart = [line(1), line(2, 'exchange:CX1'), line(3, 'exchange:CX1', { selected: 0 })]
const priced = (ids: number[]) => ids.map((id) => ({ id, goods_id: id, name: '', optionName: '', num: 1, price: '1', total_price: '1' }))
const cleared = { code: COUPON_GOODS_CLEARED, message: '已移除與優惠券綁定的商品', blocking: false }

describe('goods taken with a coupon at checkout', () => {
  it('CouponGoodsCleared_TheLinesTheAnswerNamesAreLeftOut', () => {
    const result = clearedCouponGoods(cart, { lines: priced([1]), problems: [cleared], coupons: { selected: [], autoSelected: false, usable: [], unusable: [], lines: [], clearedLineIds: [2] } })
    expect(result.map((item) => item.id)).toEqual([2])
  })

  it('CouponGoodsCleared_WithoutIds_TheSelectedCouponLinesMissingFromThePriceAreLeftOut', () => {
    const result = clearedCouponGoods(cart, { lines: priced([1]), problems: [cleared], coupons: undefined })
    expect(result.map((item) => item.id)).toEqual([2])
  })

  it('NoProblem_NothingIsLeftOut_EvenIfALineIsMissing', () => {
    expect(clearedCouponGoods(cart, { lines: priced([1]), problems: [], coupons: undefined })).toEqual([])
  })

  it('TheNoticeReplacesTheProblemInTheList_OnlyWhenItHasNames', () => {
    const other = { code: 'store_busy', message: '忙', blocking: false }
    expect(problemsBesideNotice([cleared, other], [line(2)])).toEqual([other])
    expect(problemsBesideNotice([cleared, other], [])).toEqual([cleared, other])
  })
})
