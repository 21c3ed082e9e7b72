import { describe, expect, it } from 'vitest'
import type { CheckoutCoupons } from '../api/coupons'
import { codesToSubmit, couponDiscount, couponRowState, goodsLinkCandidates, namesOf, tapCoupon } from './checkoutSelection'

const usable = (couponCode: string, selected = false, cancels: string[] = []) => ({ couponCode, couponName: `券${couponCode}`, couponCategory: 10, couponValue: '10', selected, saves: '10', cancels })

const answer = (patch: Partial<CheckoutCoupons> = {}): CheckoutCoupons => ({ selected: [], autoSelected: false, usable: [], unusable: [], lines: [], ...patch })

describe('checkout coupon selection', () => {
  it('TappingASelectedCoupon_RemovesIt', () => {
    expect(tapCoupon(['A', 'B'], usable('A', true))).toEqual({ next: ['B'], cancels: [] })
  })

  it('TappingAnotherCoupon_AddsItAtTheEnd_InTheOrderChosen', () => {
    expect(tapCoupon(['B'], usable('A'))).toEqual({ next: ['B', 'A'], cancels: [] })
  })

  it('NonStackableCoupon_CancelsTheSelectedOnesItNames_AndAsksFirst', () => {
    expect(tapCoupon(['A', 'D'], usable('N', false, ['A']))).toEqual({ next: ['D', 'N'], cancels: ['A'] })
  })

  it('CancelsOfCouponsNotSelected_AreIgnored', () => {
    expect(tapCoupon(['B'], usable('N', false, ['A']))).toEqual({ next: ['B', 'N'], cancels: [] })
  })

  it('Discount_IsTheSumOfTheCouponLines', () => {
    expect(couponDiscount(answer({ lines: [{ couponCode: 'A', discount: '10' }, { couponCode: 'D', discount: '11.99' }] }))).toBe(2199)
    expect(couponDiscount(undefined)).toBe(0)
  })

  it('Row_ShowsTheDiscount_OrHowManyAreUsable_OrNone', () => {
    expect(couponRowState(answer({ selected: ['A'], usable: [usable('A', true)], lines: [{ couponCode: 'A', discount: '10' }] }))).toEqual({ kind: 'selected', count: 1, discount: 1000 })
    expect(couponRowState(answer({ usable: [usable('A'), usable('B')] }))).toEqual({ kind: 'available', count: 2 })
    expect(couponRowState(answer())).toEqual({ kind: 'none' })
    expect(couponRowState(undefined)).toEqual({ kind: 'none' })
  })

  it('Submit_SendsWhatTheLastConfirmPriced_AbsentAnswerMeansNone', () => {
    expect(codesToSubmit(answer({ selected: ['A', 'D'] }))).toEqual(['A', 'D'])
    expect(codesToSubmit(undefined)).toEqual([])
  })

  it('ConfirmModal_NamesTheCancelledCoupons', () => {
    expect(namesOf(['A', 'X'], answer({ usable: [usable('A', true)] }))).toEqual(['券A', 'X'])
  })

  it('GoodsLinks_AreAskedForCouponsThatMayTakeGoodsAndTakeOffNothingYet', () => {
    const gift = { ...usable('G'), couponCategory: 30, saves: '0' }
    const earning = { ...usable('E'), couponCategory: 30, saves: '12' }
    const reduction = { ...usable('R'), saves: '0' }
    const unusable = [
      { couponCode: 'X', couponName: '換領', couponCategory: 80, reasonCode: 22, reason: '…' },
      { couponCode: 'T', couponName: '滿減', couponCategory: 10, reasonCode: 10, reason: '…' },
    ]
    expect(goodsLinkCandidates(answer({ usable: [gift, earning, reduction], unusable }))).toEqual(['X', 'G'])
    expect(goodsLinkCandidates({})).toEqual([])
    expect(goodsLinkCandidates(undefined)).toEqual([])
  })
})
