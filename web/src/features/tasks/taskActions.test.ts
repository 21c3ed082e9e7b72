import { describe, expect, it } from 'vitest'
import { task } from '../../test/taskFixtures'
import { claimedCouponUrl, claimWords, goTarget, taskAction } from './taskActions'

describe('a task button by its state', () => {
  it('Doing_LeadsWhereTheTaskIsDone_OrdersToOrdering_ProfileToMemberInfo_InvitesToTheInvitePage', () => {
    expect(taskAction(task({ kind: 'order', state: 'doing' }), true)).toEqual({ kind: 'go', to: '/pages/store/goods' })
    expect(taskAction(task({ kind: 'profile', state: 'doing' }), true)).toEqual({ kind: 'go', to: '/member/pages/userInfo/index' })
    expect(taskAction(task({ kind: 'review', state: 'doing' }), true)).toEqual({ kind: 'go', to: '/pages/order/index/index' })
    expect(taskAction(task({ kind: 'invite', state: 'doing' }), true)).toEqual({ kind: 'go', to: '/member/pages/point/inviteActivity/index' })
  })

  it('Doing_AKindTheAppDoesNotKnow_HasNoButton', () => {
    expect(taskAction(task({ kind: 'lottery' as never, state: 'doing' }), true)).toEqual({ kind: 'none' })
    expect(goTarget('toString')).toBeNull()
  })

  it('Claimable_Claims_Claimed_SaysSo', () => {
    expect(taskAction(task({ state: 'claimable' }), true)).toEqual({ kind: 'claim' })
    expect(taskAction(task({ state: 'claimed' }), true)).toEqual({ kind: 'claimed' })
  })

  it('AVisitor_GetsNoButtonWhateverTheState', () => {
    for (const state of ['doing', 'claimable', 'claimed'] as const) expect(taskAction(task({ state }), false)).toEqual({ kind: 'none' })
  })
})

describe('what a claim gave', () => {
  it('Points_ArePlusThePoints_ACouponIsInTheWallet_WithItsPageByCode', () => {
    expect(claimWords(task({ reward: { kind: 'points', points: 1500, couponName: null } }))).toEqual({ key: 'tasks.claimedPoints', values: { points: '1,500' } })
    const coupon = task({ reward: { kind: 'coupon', points: 0, couponName: '$20 現金券' }, couponCode: 'C123' })
    expect(claimWords(coupon)).toEqual({ key: 'tasks.claimedCoupon', values: { name: '$20 現金券' } })
    expect(claimedCouponUrl(coupon)).toBe('/member/pages/voucher/voucherDetail/index?couponCode=C123')
    expect(claimedCouponUrl(task())).toBeNull()
    expect(claimWords(task({ reward: { kind: 'coupon', points: 0, couponName: null } }))).toEqual({ key: 'tasks.claimedCouponPlain', values: {} })
  })
})
