import type { Task } from '../../api/tasks'
import { PAGE, pageUrl } from '../../app/pagePaths'

/**
 * What a task's button does, by where the task stands (pure, no React): a task under way leads to
 * where it is done, a done one is claimed, a claimed one says so. A visitor gets no button (the
 * page asks them to sign in once, above the list).
 */
export type TaskAction = { kind: 'none' } | { kind: 'go'; to: string } | { kind: 'claim' } | { kind: 'claimed' }

/** Where each kind of task is done: orders on the ordering page, the profile on the member info page, friends on the invite page, reviews from the orders. */
const GO_TO: Readonly<Record<string, string>> = {
  order: pageUrl(PAGE.storeGoods),
  profile: pageUrl(PAGE.userInfo),
  invite: pageUrl(PAGE.inviteActivity),
  review: pageUrl(PAGE.orderList),
}

/** The page a kind of task is done on; null for a kind the app does not know (nowhere to send the member). */
export function goTarget(kind: string): string | null {
  return Object.hasOwn(GO_TO, kind) ? GO_TO[kind] : null
}

export function taskAction(task: Pick<Task, 'kind' | 'state'>, signedIn: boolean): TaskAction {
  if (!signedIn) return { kind: 'none' }
  if (task.state === 'claimed') return { kind: 'claimed' }
  if (task.state === 'claimable') return { kind: 'claim' }
  const to = goTarget(task.kind)
  return to ? { kind: 'go', to } : { kind: 'none' }
}

/** What a claim gave, in words: "+20 points added", "… is in your wallet". */
export function claimWords(task: Pick<Task, 'reward'>) {
  const { reward } = task
  if (reward.kind === 'points') return { key: 'tasks.claimedPoints', values: { points: reward.points.toLocaleString('en') } } as const
  return reward.couponName ? ({ key: 'tasks.claimedCoupon', values: { name: reward.couponName } } as const) : ({ key: 'tasks.claimedCouponPlain', values: {} } as const)
}

/** The wallet page of the coupon a claim gave; null for points (or a coupon the answer did not name). */
export function claimedCouponUrl(task: Pick<Task, 'reward' | 'couponCode'>): string | null {
  return task.reward.kind === 'coupon' && task.couponCode ? pageUrl(PAGE.voucherDetail, { couponCode: task.couponCode }) : null
}
