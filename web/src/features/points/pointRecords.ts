import type { PointsReason } from '../../api/points'

/** What a points history row says happened (i18n keys under `points.reason`). */
export const REASON_KEY = {
  earn: 'points.reason.earn',
  reverse: 'points.reason.reverse',
  redeem: 'points.reason.redeem',
  exchange: 'points.reason.exchange',
  return: 'points.reason.return',
  expire: 'points.reason.expire',
  forfeit: 'points.reason.forfeit',
  adjust: 'points.reason.adjust',
  merge_in: 'points.reason.mergeIn',
  merge_out: 'points.reason.mergeOut',
  draw: 'points.reason.draw',
  prize: 'points.reason.prize',
  prize_back: 'points.reason.prizeBack',
  task: 'points.reason.task',
  invite: 'points.reason.invite',
  wish: 'points.reason.wish',
} as const satisfies Record<PointsReason, string>

export function reasonKey(reason: string): (typeof REASON_KEY)[PointsReason] {
  return REASON_KEY[reason as PointsReason] ?? REASON_KEY.adjust
}
