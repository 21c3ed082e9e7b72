import type { Wish, WishReward } from '../api/wishes'
import { formatPoints } from '../ui/format'

/**
 * How a collect-wishes campaign is put in words and numbers wherever it shows (the collect-wish
 * page, its help page, the Rewards tab, the task centre): how many kinds of card the member holds,
 * how many full sets, and the reward (i18n keys under `wishes`). Pure functions, no React.
 */

/** Kinds of card held (one or more of it) and kinds in all: "3 / 5". */
export function cardsHeld(wish: Pick<Wish, 'items'>): { held: number; total: number } {
  return { held: wish.items.filter((item) => item.count > 0).length, total: wish.items.length }
}

/** Full sets the member could exchange now: the count of the scarcest card (0 with none, or no cards). */
export function setsHeld(wish: Pick<Wish, 'items'>): number {
  if (wish.items.length === 0) return 0
  return Math.max(0, Math.min(...wish.items.map((item) => item.count)))
}

/** "200 points", or the coupon's name ("a coupon" when it has none). */
export function wishRewardWords(reward: WishReward) {
  if (reward.kind === 'points') return { key: 'wishes.reward.points', values: { points: formatPoints(reward.points) } } as const
  return reward.couponName ? ({ key: 'wishes.reward.coupon', values: { name: reward.couponName } } as const) : ({ key: 'wishes.reward.couponPlain', values: {} } as const)
}

/** The share of the kinds held, 0 to 100, for the bar. */
export function heldPercent(held: number, total: number): number {
  if (total <= 0) return 0
  return Math.max(0, Math.min(100, Math.floor((held / total) * 100)))
}
