import type { DrawRecord, PrizeKind, PrizeStatus } from '../../api/draws'
import type { StateTone } from '../../ui/StateTag'

/**
 * How a draw's outcome reads: where a prize stands (i18n keys under `draws.status`), what was won,
 * and what the member may do with it. Pure functions, no React.
 */

const STATUS_KEY = {
  none: 'draws.status.none',
  won: 'draws.status.won',
  awaiting_address: 'draws.status.awaitingAddress',
  to_ship: 'draws.status.toShip',
  shipped: 'draws.status.shipped',
  cancelled: 'draws.status.cancelled',
} as const satisfies Record<PrizeStatus, string>

const STATUS_TONE: Record<PrizeStatus, StateTone> = {
  none: 'ended',
  won: 'done',
  awaiting_address: 'progress',
  to_ship: 'waiting',
  shipped: 'done',
  cancelled: 'ended',
}

const known = (status: string): status is PrizeStatus => Object.hasOwn(STATUS_KEY, status)

/** The words of a prize's status; one the app does not know yet reads as "being processed". */
export function statusKey(status: string): (typeof STATUS_KEY)[PrizeStatus] | 'draws.status.other' {
  return known(status) ? STATUS_KEY[status] : 'draws.status.other'
}

export function statusTone(status: string): StateTone {
  return known(status) ? STATUS_TONE[status] : 'waiting'
}

/** What was won, in words: a coupon, so many points (just "points" when the name says how many), a physical prize, or "thank you". */
export function prizeKindMessage(prize: { kind: PrizeKind | string; points: number; name: string }) {
  switch (prize.kind) {
    case 'coupon':
      return { key: 'draws.prizeKind.coupon', values: {} } as const
    case 'points':
      return prize.name.includes(String(prize.points))
        ? ({ key: 'draws.prizeKind.pointsPlain', values: {} } as const)
        : ({ key: 'draws.prizeKind.points', values: { points: prize.points.toLocaleString('en') } } as const)
    case 'physical':
      return { key: 'draws.prizeKind.physical', values: {} } as const
    default:
      return { key: 'draws.prizeKind.none', values: {} } as const
  }
}

/** What the member may do with a prize now: open its coupon in the wallet, or choose (change) where it is sent. */
export type PrizeAction = 'openCoupon' | 'chooseAddress' | 'changeAddress'

export function prizeAction(record: Pick<DrawRecord, 'kind' | 'status' | 'couponCode'>): PrizeAction | null {
  if (record.kind === 'coupon') return record.status === 'won' && record.couponCode ? 'openCoupon' : null
  if (record.kind !== 'physical') return null
  if (record.status === 'awaiting_address') return 'chooseAddress'
  if (record.status === 'to_ship') return 'changeAddress'
  return null
}

/** A draw that won nothing ("thank you"). */
export const isThankYou = (record: Pick<DrawRecord, 'kind'>) => record.kind === 'none'

/** What the result dialog says under a prize (i18n keys under `draws.result`). */
export function resultMessage(record: Pick<DrawRecord, 'kind' | 'points'>) {
  switch (record.kind) {
    case 'coupon':
      return { key: 'draws.result.coupon', values: {} } as const
    case 'points':
      return { key: 'draws.result.points', values: { points: record.points.toLocaleString('en') } } as const
    case 'physical':
      return { key: 'draws.result.physical', values: {} } as const
    default:
      return { key: 'draws.result.none', values: {} } as const
  }
}

/** The dialog's heading: congratulations when anything was won, else thanks for taking part. */
export function resultTitleKey(records: readonly Pick<DrawRecord, 'kind'>[]) {
  return records.some((record) => !isThankYou(record)) ? 'draws.result.wonTitle' : 'draws.result.thanksTitle'
}
