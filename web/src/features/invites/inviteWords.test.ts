import { describe, expect, it } from 'vitest'
import { inviteOverview } from '../../test/taskFixtures'
import { capWords, friendRewardWords, inviteLink, rewardLines, whatWords } from './inviteWords'

const campaign = inviteOverview.campaign!

describe('invite rewards in words', () => {
  it('TheFriendsSide_AndTheMembersSide_EachInStageOrder_SignUpFirst', () => {
    expect(rewardLines(campaign, 'invitee')).toEqual([{ key: 'invite.reward.invitee.register', what: { key: 'invite.what.coupon', values: { name: '$15 優惠券' } } }])
    expect(rewardLines(campaign, 'inviter')).toEqual([
      { key: 'invite.reward.inviter.register', what: { key: 'invite.what.points', values: { points: '50' } } },
      { key: 'invite.reward.inviter.firstOrder', what: { key: 'invite.what.coupon', values: { name: '$20 現金券' } } },
    ])
  })

  it('ASideStageOrKindTheAppDoesNotKnow_IsLeftOut', () => {
    const odd = { rewards: [...campaign.rewards, { side: 'inviter', stage: 'tenth_order', kind: 'points', points: 5, templateId: null, couponName: null }, { side: 'inviter', stage: 'register', kind: 'stamp', points: 0, templateId: null, couponName: null }] }
    expect(rewardLines(odd, 'inviter')).toHaveLength(2)
  })

  it('What_PointsGrouped_ACouponByName_OrACouponWithoutOne', () => {
    expect(whatWords({ kind: 'points', points: 1000, couponName: null })).toEqual({ key: 'invite.what.points', values: { points: '1,000' } })
    expect(whatWords({ kind: 'coupon', points: 0, couponName: null })).toEqual({ key: 'invite.what.couponPlain', values: {} })
  })

  it('Cap_SaysHowManyFriendsStillReward_NothingWithoutACap_TheLimitWhenNoneLeft', () => {
    expect(capWords(18)).toEqual({ key: 'invite.capLeft', values: { count: 18 } })
    expect(capWords(0)).toEqual({ key: 'invite.capReached', values: {} })
    expect(capWords(null)).toBeNull()
  })

  it('AFriendsReward_SaysWhatAndAtWhichStage', () => {
    expect(friendRewardWords({ stage: 'register', kind: 'points', points: 50 })).toEqual({ key: 'invite.friendReward.points', values: { points: '50' } })
    expect(friendRewardWords({ stage: 'first_order', kind: 'coupon', points: 0 })).toEqual({ key: 'invite.friendReward.couponFirstOrder', values: {} })
  })

  it('AFriendsCouponReward_IsNamedByTheCoupon_AGenericWordOnlyWithoutAName', () => {
    expect(friendRewardWords({ stage: 'first_order', kind: 'coupon', points: 0, couponName: '$20 現金券' })).toEqual({ key: 'invite.friendReward.couponNamedFirstOrder', values: { name: '$20 現金券' } })
    expect(friendRewardWords({ stage: 'register', kind: 'coupon', points: 0, couponName: '$15 優惠券' })).toEqual({ key: 'invite.friendReward.couponNamed', values: { name: '$15 優惠券' } })
    expect(friendRewardWords({ stage: 'register', kind: 'coupon', points: 0, couponName: '' })).toEqual({ key: 'invite.friendReward.coupon', values: {} })
  })
})

describe('the invite link', () => {
  it('IsTheAppsLaunchAddressWithTheCode', () => {
    expect(inviteLink('https://order.harbour.hk', 'HK8F3K2Q')).toBe('https://order.harbour.hk/?inviteCode=HK8F3K2Q')
    expect(inviteLink('http://localhost:8080/', 'A B')).toBe('http://localhost:8080/?inviteCode=A%20B')
  })
})
