import { describe, expect, it } from 'vitest'
import { lineCouponCode, lineCouponKind, type ServerCart, type ServerCartLine } from '../../api/cart'
import type { CouponTakes } from '../../api/coupons'
import { couponUseUrl, isBuyOneGetOne, lastTiedLine, takenPrice, takeRoom, takesOf, tiedQuantity, tiedTotal } from './takenGoods'

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

  it('ALinesCouponKind_GiftsAndStepGiftsAreGifts_ExchangeAndConvertAreExchange', () => {
    expect(lineCouponKind({ couponKey: 'gift:CG1' })).toBe('gift')
    expect(lineCouponKind({ couponKey: 'stepgift:CS1' })).toBe('gift')
    expect(lineCouponKind({ couponKey: 'exchange:CX1' })).toBe('exchange')
    expect(lineCouponKind({ couponKey: '' })).toBeNull()
  })

  it('TheModeComesFromTheGoodsAnswer_ThenTheDetailsTakes_ElseNone', () => {
    expect(takesOf({ mode: 'gift', units: 2 }, { takes: { mode: 'none', units: 0 } })).toEqual({ mode: 'gift', units: 2 })
    expect(takesOf(undefined, { takes: { mode: 'exchange', units: 1 } })).toEqual({ mode: 'exchange', units: 1 })
    expect(takesOf(undefined, undefined)).toEqual({ mode: 'none', units: 0 })
  })

  it('GiftCoupon_TakesAtMostItsUnits_OverAllGoods', () => {
    const gift: CouponTakes = { mode: 'gift', units: 2 }
    const gifts = { data: [line(1, 70001, 1, 'gift:CG1'), line(2, 20001, 3)] } as ServerCart
    expect(takeRoom(gifts, 'CG1', gift, 70001)).toEqual({ left: 1, full: null })
    expect(takeRoom(gifts, 'CG1', gift, 70002)).toEqual({ left: 1, full: null })
    const full = { data: [line(1, 70001, 2, 'gift:CG1')] } as ServerCart
    expect(takeRoom(full, 'CG1', gift, 70002)).toEqual({ left: 0, full: 'units' })
    expect(takeRoom(undefined, 'CG1', gift, 70001)).toEqual({ left: 2, full: null })
  })

  it('ExchangeCoupon_TakesEachGoodsOnce_AndAtMostItsUnits', () => {
    const exchange: CouponTakes = { mode: 'exchange', units: 2 }
    expect(takeRoom(cart, 'CX2', exchange, 20001)).toEqual({ left: 0, full: 'perGoods' })
    expect(takeRoom(cart, 'CX2', exchange, 70001)).toEqual({ left: 1, full: null })
    expect(takeRoom(cart, 'CX1', exchange, 80001)).toEqual({ left: 0, full: 'units' })
  })

  it('TakenGoodsCost_GiftsAndExchangeNothing_ConvertTheCouponsPrice_OrdinaryGoodsTheirOwn', () => {
    expect(takenPrice({ mode: 'gift', units: 1 }, { couponCategory: 30, couponValue: '0' })).toBe(0)
    expect(takenPrice({ mode: 'exchange', units: 1 }, { couponCategory: 80, couponValue: '0' })).toBe(0)
    expect(takenPrice({ mode: 'exchange', units: 1 }, { couponCategory: 90, couponValue: '5' })).toBe(500)
    expect(takenPrice({ mode: 'none', units: 0 }, { couponCategory: 110, couponValue: '0' })).toBeNull()
  })

  it('AGiftActivityTakingNoGifts_IsBuyOneGetOne', () => {
    expect(isBuyOneGetOne({ mode: 'none', units: 0 }, { couponCategory: 110 })).toBe(true)
    expect(isBuyOneGetOne({ mode: 'gift', units: 2 }, { couponCategory: 110 })).toBe(false)
    expect(isBuyOneGetOne({ mode: 'none', units: 0 }, { couponCategory: 20 })).toBe(false)
  })

  it('UseNow_OpensTheGoodsPageOfCouponsThatTakeGoodsOrNameTheirGoods_ElseTheMenu', () => {
    const goodsPage = '/mainFlow/pages/couponStore/goods?couponCode=C1'
    expect(couponUseUrl('C1', { takes: { mode: 'exchange', units: 1 }, goods: [] })).toBe(goodsPage)
    expect(couponUseUrl('C1', { takes: { mode: 'gift', units: 1 }, goods: [] })).toBe(goodsPage)
    expect(couponUseUrl('C1', { takes: { mode: 'none', units: 0 }, goods: [{ itemCode: '70001', skuCode: '', exclude: false }] })).toBe(goodsPage)
    expect(couponUseUrl('C1', { takes: { mode: 'none', units: 0 }, goods: [{ itemCode: '50001', skuCode: '', exclude: true }] })).toBe('/pages/store/goods')
    expect(couponUseUrl('C1', undefined)).toBe('/pages/store/goods')
  })
})
