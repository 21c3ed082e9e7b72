import type { MallOrder, MallOrderStatus } from '../../api/mall'
import type { StateTone } from '../../ui/StateTag'

/** How an exchange stands, in words (i18n keys under `mall.status`) and as a tag's colour. */
export const STATUS_KEY = {
  waiting_pickup: 'mall.status.waitingPickup',
  finished: 'mall.status.finished',
  cancelled: 'mall.status.cancelled',
} as const satisfies Record<MallOrderStatus, string>

const STATUS_TONE: Record<MallOrderStatus, StateTone> = {
  waiting_pickup: 'progress',
  finished: 'done',
  cancelled: 'ended',
}

const known = (status: string): status is MallOrderStatus => Object.hasOwn(STATUS_KEY, status)

/** The words of a status; one the app does not know yet reads as "being processed". */
export function statusKey(status: string): (typeof STATUS_KEY)[MallOrderStatus] | 'mall.status.other' {
  return known(status) ? STATUS_KEY[status] : 'mall.status.other'
}

export function statusTone(status: string): StateTone {
  return known(status) ? STATUS_TONE[status] : 'waiting'
}

/** The member may cancel only while the goods wait at the store (the server checks it too). */
export function canCancel(order: Pick<MallOrder, 'status'>): boolean {
  return order.status === 'waiting_pickup'
}

/** The pickup code is for the counter: shown only while the goods wait. */
export function showsPickupCode(order: Pick<MallOrder, 'status' | 'pickupCode'>): boolean {
  return order.status === 'waiting_pickup' && order.pickupCode !== ''
}
