import type { DrawActivityDetail, DrawChances, OrderDraw } from '../../api/draws'

/**
 * Whether the member may draw, from what the activity says: its state, its prizes, the member's
 * chances and points, and (for a per-order activity) the order. The server decides in the end;
 * these say so before a tap. Pure functions, no React.
 */

/** Why the draw button is disabled (or, for a visitor, asks to sign in), first reason first. */
export type DrawBlock =
  | 'preview'
  | 'notStarted'
  | 'ended'
  | 'allDrawn'
  | 'signIn'
  | 'needsOrder'
  | 'orderNotEligible'
  | 'orderDrawn'
  | 'noneLeft'
  | 'noChancesToday'
  | 'notEnoughChances'
  | 'notEnoughPoints'

type Activity = Pick<DrawActivityDetail, 'id' | 'state' | 'allDrawn' | 'chances' | 'perOrder' | 'costPoints'>

export interface DrawContext {
  /** A member with a phone (who may draw). */
  signedIn: boolean
  /** 1, or a blind box's multi-draw size. */
  times: number
  /** The order a per-order activity was opened for. */
  orderNo: string | null
  /** What the server said of that order: null while it is asked, 'failed' when it would not say (not the member's). */
  order: OrderDraw | 'failed' | null
}

/**
 * What stops this draw, or null. The activity's own state comes first (even a visitor sees that
 * it ended), then signing in, then the order of a per-order activity, then chances and points.
 */
export function drawBlock(activity: Activity, context: DrawContext): DrawBlock | null {
  if (activity.state === 'preview') return 'preview'
  if (activity.state === 'upcoming') return 'notStarted'
  if (activity.state !== 'live') return 'ended'
  if (activity.allDrawn) return 'allDrawn'
  if (!context.signedIn || !activity.chances) return 'signIn'
  if (activity.perOrder) {
    if (!context.orderNo) return 'needsOrder'
    const order = context.order
    if (order === 'failed' || (order && order.activity?.id !== activity.id)) return 'orderNotEligible'
    if (order?.drawn) return 'orderDrawn'
  } else {
    const { todayLeft, totalLeft } = activity.chances
    if (totalLeft === 0) return 'noneLeft'
    if (todayLeft === 0) return 'noChancesToday'
    if (fewerThan(totalLeft, context.times) || fewerThan(todayLeft, context.times)) return 'notEnoughChances'
  }
  if (activity.chances.balance < drawCost(activity, context.times)) return 'notEnoughPoints'
  return null
}

const fewerThan = (left: number | null, times: number) => left !== null && left < times

/** The points `times` draws cost. */
export function drawCost(activity: Pick<DrawActivityDetail, 'costPoints'>, times: number): number {
  return activity.costPoints * times
}

/** The draws left now: the lower of today's and all (null: no limit). */
export function drawsLeft(chances: Pick<DrawChances, 'todayLeft' | 'totalLeft'>): number | null {
  const limits = [chances.todayLeft, chances.totalLeft].filter((left): left is number => left !== null)
  return limits.length ? Math.min(...limits) : null
}

/** What the page says for a block (i18n keys under `draws.block`), with the numbers it names; `when` formats a time. */
export function blockMessage(block: DrawBlock, activity: Activity & Pick<DrawActivityDetail, 'startsAt'>, times: number, when: (at: number) => string) {
  switch (block) {
    case 'notStarted':
      return { key: 'draws.block.notStarted', values: { time: when(activity.startsAt) } } as const
    case 'notEnoughChances':
      return { key: 'draws.block.notEnoughChances', values: { left: activity.chances ? (drawsLeft(activity.chances) ?? 0) : 0 } } as const
    case 'notEnoughPoints':
      return { key: 'draws.block.notEnoughPoints', values: { short: (drawCost(activity, times) - (activity.chances?.balance ?? 0)).toLocaleString('en') } } as const
    default:
      return { key: `draws.block.${block}`, values: {} } as const
  }
}

/** The member's chances in words (i18n keys under `draws.chances`). */
export function chancesMessage(chances: Pick<DrawChances, 'todayLeft' | 'totalLeft'>, perOrder: boolean) {
  const { todayLeft: today, totalLeft: total } = chances
  if (perOrder) return { key: 'draws.chances.perOrder', values: {} } as const
  if (today === null && total === null) return { key: 'draws.chances.unlimited', values: {} } as const
  if (today === null) return { key: 'draws.chances.total', values: { total } } as const
  if (total === null) return { key: 'draws.chances.today', values: { today } } as const
  return { key: 'draws.chances.both', values: { today, total } } as const
}
