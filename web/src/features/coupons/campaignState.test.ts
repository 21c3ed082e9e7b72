import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../api/coupons'
import { afterClaim, campaignAction, claimedPercent, stateAfterClaimError } from './campaignState'

const campaign = (patch: Partial<Campaign> = {}): Campaign => ({
  campaignId: 1,
  title: '滿$30減$10',
  coupon: { couponTemplateId: 1, couponName: '滿$30減$10', couponCategory: 10, categoryText: '滿減券', couponValue: '10', amount: '30', thresholdType: 1, ruleText: '', image: '' },
  stock: 100,
  remaining: 40,
  perPersonLimit: 2,
  limitPeriod: '',
  periodLimit: 0,
  myClaimed: 0,
  myClaimedInPeriod: 0,
  startsAt: 0,
  endsAt: 1,
  state: 'claimable',
  ...patch,
})

describe('voucher centre states', () => {
  it('EachStateHasItsButton', () => {
    expect(campaignAction('claimable')).toBe('claim')
    expect(campaignAction('claimed_limit')).toBe('use')
    expect(campaignAction('fully_claimed')).toBe('fullyClaimed')
    expect(campaignAction('starting_soon')).toBe('startingSoon')
    expect(campaignAction('ended')).toBe('ended')
  })

  it('Claim_BelowThePerPersonLimit_StaysClaimable', () => {
    expect(afterClaim(campaign())).toMatchObject({ myClaimed: 1, remaining: 39, state: 'claimable' })
  })

  it('Claim_ReachingThePerPersonLimit_BecomesClaimed', () => {
    expect(afterClaim(campaign({ myClaimed: 1 }))).toMatchObject({ myClaimed: 2, state: 'claimed_limit' })
  })

  it('Claim_ReachingADailyLimit_WaitsForTheNextDayUnlessTheCampaignsLimitCameFirst', () => {
    const daily = { limitPeriod: 'day' as const, periodLimit: 1, perPersonLimit: 3 }
    expect(afterClaim(campaign(daily))).toMatchObject({ myClaimedInPeriod: 1, state: 'claimed_period_limit' })
    expect(afterClaim(campaign({ ...daily, myClaimed: 2 }))).toMatchObject({ state: 'claimed_limit' })
    expect(campaignAction('claimed_period_limit')).toBe('use')
    expect(stateAfterClaimError(35008)).toBe('claimed_period_limit')
  })

  it('Claim_OfTheLastOne_BecomesFullyClaimed', () => {
    expect(afterClaim(campaign({ remaining: 1, perPersonLimit: 5 }))).toMatchObject({ remaining: 0, state: 'fully_claimed' })
  })

  it('RefusedClaim_Codes35001To35004_NameTheRealState', () => {
    expect(stateAfterClaimError(35001)).toBe('fully_claimed')
    expect(stateAfterClaimError(35002)).toBe('claimed_limit')
    expect(stateAfterClaimError(35003)).toBe('starting_soon')
    expect(stateAfterClaimError(35004)).toBe('ended')
    expect(stateAfterClaimError(500)).toBeNull()
  })

  it('Progress_IsTheShareOfStockClaimed', () => {
    expect(claimedPercent({ stock: 100, remaining: 40 })).toBe(60)
    expect(claimedPercent({ stock: 0, remaining: 0 })).toBe(0)
    expect(claimedPercent({ stock: 3, remaining: 5 })).toBe(0)
  })
})
