import type { InviteCampaign, InviteFriendReward, InviteReward } from '../../api/invites'
import { formatPoints } from '../../ui/format'

/**
 * How invitations are put in words (i18n keys under `invite`): what the friend and the member get
 * and when, how many friends the cap still rewards, what each friend brought, and the link to
 * share. Pure functions, no React.
 */

/** "50 points", or the coupon's name ("a coupon" without one). */
export function whatWords(reward: Pick<InviteReward, 'kind' | 'points' | 'couponName'>) {
  if (reward.kind === 'points') return { key: 'invite.what.points', values: { points: formatPoints(reward.points) } } as const
  return reward.couponName ? ({ key: 'invite.what.coupon', values: { name: reward.couponName } } as const) : ({ key: 'invite.what.couponPlain', values: {} } as const)
}

const STAGES = ['register', 'first_order'] as const
type Stage = (typeof STAGES)[number]
const STAGE_KEY = { register: 'register', first_order: 'firstOrder' } as const satisfies Record<Stage, string>

export type RewardLineKey = `invite.reward.${'invitee' | 'inviter'}.${(typeof STAGE_KEY)[Stage]}`

export interface RewardLine {
  key: RewardLineKey
  what: ReturnType<typeof whatWords>
}

/**
 * One side's rewards in words, the sign-up's first: "$15 off coupon when they sign up", "a $20
 * cash voucher when their first order is completed". A side or stage the app does not know is left out.
 */
export function rewardLines(campaign: Pick<InviteCampaign, 'rewards'>, side: 'invitee' | 'inviter'): RewardLine[] {
  return campaign.rewards
    .filter((reward) => reward.side === side && (STAGES as readonly string[]).includes(reward.stage) && (reward.kind === 'points' || reward.kind === 'coupon'))
    .sort((a, b) => STAGES.indexOf(a.stage as Stage) - STAGES.indexOf(b.stage as Stage))
    .map((reward) => ({ key: `invite.reward.${side}.${STAGE_KEY[reward.stage as Stage]}`, what: whatWords(reward) }))
}

/** "You can still be rewarded for 18 friends"; nothing without a cap (null). */
export function capWords(rewardsLeft: number | null) {
  if (rewardsLeft === null) return null
  return rewardsLeft > 0 ? ({ key: 'invite.capLeft', values: { count: rewardsLeft } } as const) : ({ key: 'invite.capReached', values: {} } as const)
}

/**
 * What one friend brought the member, and at which stage: "+50 points (sign-up)", "$20 cash
 * voucher (first order)", or "a coupon (first order)" when the coupon has no name.
 */
export function friendRewardWords(reward: Pick<InviteFriendReward, 'stage' | 'kind' | 'points'> & { couponName?: string | null }) {
  const firstOrder = reward.stage === 'first_order'
  if (reward.kind === 'points') return { key: firstOrder ? 'invite.friendReward.pointsFirstOrder' : 'invite.friendReward.points', values: { points: formatPoints(reward.points) } } as const
  if (reward.couponName) return { key: firstOrder ? 'invite.friendReward.couponNamedFirstOrder' : 'invite.friendReward.couponNamed', values: { name: reward.couponName } } as const
  return { key: firstOrder ? 'invite.friendReward.couponFirstOrder' : 'invite.friendReward.coupon', values: {} } as const
}

/** The link a friend opens: the app's launch address with the code, which leads to sign-up with the code kept. */
export function inviteLink(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/?inviteCode=${encodeURIComponent(code)}`
}
