import { describe, expect, it } from 'vitest'
import { ApiError, NETWORK_ERROR } from '../../api/client'
import { wish } from '../../test/wishFixtures'
import { wishIdOf } from './wishHelp'
import { exchangedCouponUrl, exchangedWords, exchangeState, refusalWords } from './wishExchange'

describe('exchanging a set', () => {
  it('State_AVisitorSignsInFirst_AMissingCardWaits_AFullSetExchanges_TheLimitStops', () => {
    expect(exchangeState(wish([1, 1, 1, 1, 1]), false)).toBe('signIn')
    expect(exchangeState(wish([2, 1, 0, 1, 0]), true)).toBe('collecting')
    expect(exchangeState(wish([1, 1, 1, 1, 1]), true)).toBe('ready')
    expect(exchangeState(wish([1, 1, 1, 1, 1], { exchanged: 3 }), true)).toBe('limitReached')
    // No limit: any number of sets.
    expect(exchangeState(wish([1, 1, 1, 1, 1], { exchangeLimit: 0, exchanged: 40 }), true)).toBe('ready')
  })

  it('Result_SaysThePointsAdded_OrTheCouponByName_WithItsWayIntoTheWallet', () => {
    const points = { campaignId: 1, rewardKind: 'points' as const, points: 1500, couponCode: null, createdAt: 1 }
    expect(exchangedWords(points, wish())).toEqual({ key: 'wishes.exchangedPoints', values: { points: '1,500' } })
    expect(exchangedCouponUrl(points)).toBeNull()
    const coupon = { campaignId: 1, rewardKind: 'coupon' as const, points: 0, couponCode: 'C123', createdAt: 1 }
    expect(exchangedWords(coupon, wish())).toEqual({ key: 'wishes.exchangedCoupon', values: { name: '$20現金券' } })
    expect(exchangedCouponUrl(coupon)).toBe('/member/pages/voucher/voucherDetail/index?couponCode=C123')
  })

  it('Refusals_39001To39003_AreTheAppsOwnWords_OthersTheServers', () => {
    expect(refusalWords(new ApiError(39001, 'x', 400), wish())?.key).toBe('wishes.error.setIncomplete')
    expect(refusalWords(new ApiError(39002, 'x', 400), wish())).toEqual({ key: 'wishes.error.limitReached', values: { limit: 3 } })
    expect(refusalWords(new ApiError(39003, 'x', 400), wish())?.key).toBe('wishes.error.notRunning')
    expect(refusalWords(new ApiError(NETWORK_ERROR, 'x', 0), wish())).toBeNull()
    expect(refusalWords(new Error('x'), wish())).toBeNull()
  })

  it('HelpLink_TakesOnlyAPositiveWholeNumberAsTheCampaign', () => {
    expect(wishIdOf('12')).toBe(12)
    expect(wishIdOf(null)).toBeNull()
    expect(wishIdOf('0')).toBeNull()
    expect(wishIdOf('1e3')).toBeNull()
    expect(wishIdOf('-4')).toBeNull()
  })
})
