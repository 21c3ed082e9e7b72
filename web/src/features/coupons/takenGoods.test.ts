import { describe, expect, it } from 'vitest'
import { lineCouponCode, type ServerCart, type ServerCartLine } from '../../api/cart'
import { COUPON_CATEGORY, tiesGoods, usedThroughGoods } from '../../api/coupons'
import { couponUseUrl, lastTiedLine, tiedQuantity, tiedTotal } from './takenGoods'

const line = (id: number, goods_id: number, num: number, couponKey = '') => ({ id, goods_id, num, couponKey }) as ServerCartLine
const cart = { data: [line(1, 20001, 2), line(2, 20001, 1, 'exchange:CX1'), line(3, 70001, 1, 'exchange:CX1'), line(4, 20001, 1, 'exchange:CX2'), line(5, 20001, 1, 'exchange:CX1')] } as ServerCart

describe('goods taken with a coupon', () => {
  it('ACartLineNamesItsCoupon_AfterTheKind_AnOrdinaryLineNone', () => {
    expect(lineCouponCode({ couponKey: 'exchange:CX1' })).toBe('CX1')
    expect(lineCouponCode({ couponKey: '' })).toBeNull()
    expect(lineCouponCode({})).toBeNull()
  })

  it('TiedQuantity_CountsOnlyTheLinesOfThatCouponAndGoods', () => {
    expect(tiedQuantity(cart, 'CX1', 20001)).toBe(2)
    expect(tiedQuantity(cart, 'CX2', 20001)).toBe(1)
    expect(tiedQuantity(undefined, 'CX1', 20001)).toBe(0)
    expect(tiedTotal(cart, 'CX1')).toBe(3)
  })

  it('Minus_TakesFromTheLastLineTiedToTheCoupon_NeverAnOrdinaryLine', () => {
    expect(lastTiedLine(cart, 'CX1', 20001)?.id).toBe(5)
    expect(lastTiedLine({ data: [line(1, 20001, 2)] } as ServerCart, 'CX1', 20001)).toBeNull()
  })

  it('ExchangeAndConvertCoupons_TieTheirGoods_GiftCouponsAddOrdinaryLines', () => {
    expect(tiesGoods(COUPON_CATEGORY.exchange)).toBe(true)
    expect(tiesGoods(COUPON_CATEGORY.convert)).toBe(true)
    expect(tiesGoods(COUPON_CATEGORY.giftWithPurchase)).toBe(false)
    expect(tiesGoods(COUPON_CATEGORY.giftActivity)).toBe(false)
    expect(tiesGoods(10)).toBe(false)
  })

  it('UseNow_OpensTheGoodsPageOfCouponsUsedThroughGoods_ElseTheMenu', () => {
    expect(usedThroughGoods(COUPON_CATEGORY.giftActivity)).toBe(true)
    expect(couponUseUrl({ couponCode: 'CX1', couponCategory: 80 })).toBe('/mainFlow/pages/couponStore/goods?couponCode=CX1')
    expect(couponUseUrl({ couponCode: 'CB1', couponCategory: 110 })).toBe('/mainFlow/pages/couponStore/goods?couponCode=CB1')
    expect(couponUseUrl({ couponCode: 'C10', couponCategory: 10 })).toBe('/pages/store/goods')
  })
})
