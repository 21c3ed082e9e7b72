import type { InviteOverview } from '../api/invites'
import type { Task } from '../api/tasks'

/** Answers shaped like the server's (issue 19), modelled on the demo brand's tasks and invite campaign: for the page tests. */

/** Monday 1 December 2025 00:00 in Hong Kong: where a weekly period starts again (and a monthly one). */
export const MONDAY_1_DEC_2025_HK = Date.UTC(2025, 10, 30, 16)

export function task(overrides: Partial<Task> = {}): Task {
  return {
    id: 1,
    kind: 'order',
    title: '每週首單',
    description: '每星期（星期一至日）完成第一張訂單，即送 20 積分',
    target: 1,
    progress: 0,
    period: 'week',
    periodEndsAt: MONDAY_1_DEC_2025_HK,
    // Far off: the card does not name an end more than a year away.
    endsAt: Date.UTC(2099, 11, 31, 16),
    state: 'doing',
    reward: { kind: 'points', points: 20, couponName: null },
    couponCode: null,
    claimedAt: null,
    ...overrides,
  }
}

export const demoTasks: Task[] = [
  task(),
  task({ id: 2, title: '本月完成 5 張訂單', description: '每月完成 5 張訂單，送 $20 現金券', target: 5, progress: 2, period: 'month', reward: { kind: 'coupon', points: 0, couponName: '$20 現金券' } }),
  task({ id: 3, kind: 'profile', title: '完善個人資料', description: '填寫暱稱、性別及生日，送 50 積分', period: 'once', periodEndsAt: Date.UTC(2026, 10, 27, 16), progress: 1, state: 'claimable', reward: { kind: 'points', points: 50, couponName: null } }),
  task({ id: 4, kind: 'invite', title: '邀請好友註冊', description: '每月有一位好友用你的邀請碼註冊', period: 'month', state: 'claimed', progress: 1, reward: { kind: 'coupon', points: 0, couponName: '免費港式奶茶' }, couponCode: 'C998877', claimedAt: 1764300000000 }),
]

export const inviteOverview: InviteOverview = {
  inviteCode: 'HK8F3K2Q',
  campaign: {
    id: 1,
    title: '邀請好友 一齊飲茶',
    rules: '好友用你的邀請碼註冊，即送好友 $15 優惠券。\n每位會員最多因 20 位好友獲得獎賞。',
    inviterCap: 20,
    startsAt: 1764288000000,
    endsAt: 1795824000000,
    rewards: [
      { side: 'inviter', stage: 'first_order', kind: 'coupon', points: 0, templateId: 2, couponName: '$20 現金券' },
      { side: 'invitee', stage: 'register', kind: 'coupon', points: 0, templateId: 1, couponName: '$15 優惠券' },
      { side: 'inviter', stage: 'register', kind: 'points', points: 50, templateId: null, couponName: null },
    ],
  },
  friends: 2,
  ordered: 1,
  points: 100,
  coupons: 1,
  rewardsLeft: 18,
}
