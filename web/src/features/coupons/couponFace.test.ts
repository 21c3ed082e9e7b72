import { describe, expect, it } from 'vitest'
import { couponFace, formatDate, formatDateTime, percentText, threshold } from './couponFace'

const coupon = (couponCategory: number, couponValue: string, categoryText = '') => ({ couponCategory, couponValue, categoryText })

describe('couponFace', () => {
  it('FullReduction_ShowsTheAmountOffInDollars', () => {
    expect(couponFace(coupon(10, '10'), 'zh-HK')).toEqual({ kind: 'money', text: '$10' })
    expect(couponFace(coupon(100, '12.5'), 'en')).toEqual({ kind: 'money', text: '$12.5' })
  })

  it('Percentage_CouponValueIsThePercentPaid_ChineseTenthsEnglishPercentOff', () => {
    expect(couponFace(coupon(20, '85'), 'zh-HK')).toEqual({ kind: 'percent', value: '8.5' })
    expect(couponFace(coupon(20, '90'), 'zh-CN')).toEqual({ kind: 'percent', value: '9' })
    expect(couponFace(coupon(20, '85'), 'en')).toEqual({ kind: 'percent', value: '15' })
  })

  it('Percentage_ValuesOutsideZeroToHundredAreClamped', () => {
    expect(percentText(120, 'en')).toBe('0')
    expect(percentText(-5, 'zh-HK')).toBe('0')
  })

  it('DeliveryFee_ZeroValueMeansTheWholeFee', () => {
    expect(couponFace(coupon(60, '0'), 'zh-HK')).toEqual({ kind: 'freeDelivery' })
    expect(couponFace(coupon(60, '5'), 'zh-HK')).toEqual({ kind: 'money', text: '$5' })
  })

  it('SpecialOfferAndConvert_ShowAPriceNotAnAmountOff', () => {
    expect(couponFace(coupon(50, '12'), 'zh-HK')).toEqual({ kind: 'special', text: '$12' })
    expect(couponFace(coupon(90, '8'), 'en')).toEqual({ kind: 'special', text: '$8' })
  })

  it('GiftExchangeAndGiftActivity_ShowTheCategoryName', () => {
    for (const category of [30, 80, 110]) expect(couponFace(coupon(category, '0', '買一送一'), 'zh-HK')).toEqual({ kind: 'category', text: '買一送一' })
  })
})

describe('threshold', () => {
  it('ThresholdTypes2_3_5_CountUnits_OthersAreAmounts', () => {
    expect(threshold({ couponCategory: 10, thresholdType: 2, amount: '3' }, 'zh-HK')).toEqual({ kind: 'count', count: 3 })
    expect(threshold({ couponCategory: 10, thresholdType: 5, amount: '2' }, 'zh-HK')).toEqual({ kind: 'count', count: 2 })
    expect(threshold({ couponCategory: 10, thresholdType: 1, amount: '30' }, 'zh-HK')).toEqual({ kind: 'amount', amount: '$30' })
    expect(threshold({ couponCategory: 10, thresholdType: 4, amount: '1234.5' }, 'en')).toEqual({ kind: 'amount', amount: '$1,234.5' })
  })

  it('GiftActivity_AmountIsTheGroupSizeInUnits', () => {
    expect(threshold({ couponCategory: 110, thresholdType: 1, amount: '3' }, 'zh-HK')).toEqual({ kind: 'count', count: 3 })
  })

  it('DeliveryFee_ThresholdIsFreeDeliveryPrice_WhenSent', () => {
    expect(threshold({ couponCategory: 60, thresholdType: 1, amount: '0', freeDeliveryPrice: '60' }, 'zh-HK')).toEqual({ kind: 'amount', amount: '$60' })
  })

  it('ZeroThreshold_IsNoThreshold', () => {
    expect(threshold({ couponCategory: 10, thresholdType: 1, amount: '0' }, 'zh-HK')).toEqual({ kind: 'none' })
    expect(threshold({ couponCategory: 10, thresholdType: 3, amount: '0' }, 'zh-HK')).toEqual({ kind: 'none' })
  })
})

describe('dates', () => {
  it('DatesAreHongKongCalendarDays_WhateverThePhoneZone', () => {
    // 2026-11-22 16:30 UTC is 2026-11-23 00:30 in Hong Kong.
    const at = Date.UTC(2026, 10, 22, 16, 30)
    expect(formatDate(at, 'zh-HK')).toBe('2026.11.23')
    expect(formatDateTime(at, 'en')).toBe('2026.11.23 00:30')
  })
})
