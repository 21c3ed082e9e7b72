import { describe, expect, it } from 'vitest'
import { prizeAction, prizeKindMessage, resultMessage, resultTitleKey, statusKey, statusTone } from './prizeWords'

describe('prize status words', () => {
  it('NamesEachStatusTheServerSends_AndAnUnknownOneAsBeingProcessed', () => {
    expect(statusKey('none')).toBe('draws.status.none')
    expect(statusKey('won')).toBe('draws.status.won')
    expect(statusKey('awaiting_address')).toBe('draws.status.awaitingAddress')
    expect(statusKey('to_ship')).toBe('draws.status.toShip')
    expect(statusKey('shipped')).toBe('draws.status.shipped')
    expect(statusKey('cancelled')).toBe('draws.status.cancelled')
    expect(statusKey('lost_in_post')).toBe('draws.status.other')
    expect(statusKey('constructor')).toBe('draws.status.other')
  })

  it('ColoursWaitingForTheMemberAsInProgress_ToShipAsWaiting_DoneAndEnded', () => {
    expect(statusTone('awaiting_address')).toBe('progress')
    expect(statusTone('to_ship')).toBe('waiting')
    expect(statusTone('shipped')).toBe('done')
    expect(statusTone('won')).toBe('done')
    expect(statusTone('cancelled')).toBe('ended')
  })
})

describe('what a prize offers', () => {
  it('ACouponWon_OpensInTheWallet_OnlyWithItsCode', () => {
    expect(prizeAction({ kind: 'coupon', status: 'won', couponCode: 'C1' })).toBe('openCoupon')
    expect(prizeAction({ kind: 'coupon', status: 'cancelled', couponCode: 'C1' })).toBeNull()
    expect(prizeAction({ kind: 'coupon', status: 'won', couponCode: null })).toBeNull()
  })

  it('APhysicalPrize_ChoosesAnAddressWhileAwaiting_ChangesItUntilShipped', () => {
    expect(prizeAction({ kind: 'physical', status: 'awaiting_address', couponCode: null })).toBe('chooseAddress')
    expect(prizeAction({ kind: 'physical', status: 'to_ship', couponCode: null })).toBe('changeAddress')
    expect(prizeAction({ kind: 'physical', status: 'shipped', couponCode: null })).toBeNull()
    expect(prizeAction({ kind: 'points', status: 'won', couponCode: null })).toBeNull()
  })

  it('SaysWhatWasWon_AndWhatTheResultMeans', () => {
    expect(prizeKindMessage({ kind: 'points', points: 1200, name: '幸運積分' })).toEqual({ key: 'draws.prizeKind.points', values: { points: '1,200' } })
    expect(prizeKindMessage({ kind: 'points', points: 50, name: '50 積分' })).toEqual({ key: 'draws.prizeKind.pointsPlain', values: {} })
    expect(prizeKindMessage({ kind: 'mystery', points: 0, name: '?' })).toEqual({ key: 'draws.prizeKind.none', values: {} })
    expect(resultMessage({ kind: 'coupon', points: 0 }).key).toBe('draws.result.coupon')
    expect(resultMessage({ kind: 'points', points: 50 })).toEqual({ key: 'draws.result.points', values: { points: '50' } })
    expect(resultMessage({ kind: 'physical', points: 0 }).key).toBe('draws.result.physical')
    expect(resultMessage({ kind: 'none', points: 0 }).key).toBe('draws.result.none')
  })

  it('Congratulates_WhenAnythingWasWon_ElseThanks', () => {
    expect(resultTitleKey([{ kind: 'none' }, { kind: 'points' }])).toBe('draws.result.wonTitle')
    expect(resultTitleKey([{ kind: 'none' }])).toBe('draws.result.thanksTitle')
  })
})
