import { describe, expect, it } from 'vitest'
import { cents } from '../api/money'
import { deliveryHint } from './deliveryHint'

const rules = { radius: 3000, baseFee: '12', freeThreshold: '100', minOrder: '60' }

describe('the delivery line above the cart bar', () => {
  it('DeliveryHint_BelowTheMinimum_SaysHowMuchIsMissing', () => {
    expect(deliveryHint(rules, cents(4500))).toEqual({ kind: 'minimum', minimum: 6000, gap: 1500 })
    expect(deliveryHint(rules, cents(0))).toEqual({ kind: 'minimum', minimum: 6000, gap: 6000 })
  })

  it('DeliveryHint_AboveTheMinimum_TheFeeAndTheGapToFree', () => {
    expect(deliveryHint(rules, cents(6000))).toEqual({ kind: 'fee', fee: 1200, freeFrom: 10000, gap: 4000 })
    expect(deliveryHint(rules, cents(10000))).toEqual({ kind: 'free' })
  })

  it('DeliveryHint_NoFeeOrNoFreeThreshold', () => {
    expect(deliveryHint({ ...rules, minOrder: '0', baseFee: '0' }, cents(100))).toBeNull()
    expect(deliveryHint({ ...rules, minOrder: '0', freeThreshold: '0' }, cents(100))).toEqual({ kind: 'feeOnly', fee: 1200 })
    expect(deliveryHint(undefined, cents(100))).toBeNull()
  })
})
