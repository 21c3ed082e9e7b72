import { cashOf } from '../api/mall'
import type { MallOrder, MallOrderStatus } from '../api/mallOrders'
import type { StateTone } from '../ui/StateTag'

/**
 * How a points-mall exchange stands, in words (i18n keys under `mall.status`) and as a tag's
 * colour, and what the member may do with it. The server decides in the end; these say so
 * before a tap. Pure functions, no React.
 */
export const STATUS_KEY = {
  pending_payment: 'mall.status.pendingPayment',
  waiting_pickup: 'mall.status.waitingPickup',
  waiting_shipment: 'mall.status.waitingShipment',
  shipped: 'mall.status.shipped',
  finished: 'mall.status.finished',
  cancelled: 'mall.status.cancelled',
} as const satisfies Record<MallOrderStatus, string>

const STATUS_TONE: Record<MallOrderStatus, StateTone> = {
  pending_payment: 'progress',
  waiting_pickup: 'progress',
  waiting_shipment: 'waiting',
  shipped: 'waiting',
  finished: 'done',
  cancelled: 'ended',
}

const known = (status: string): status is MallOrderStatus => Object.hasOwn(STATUS_KEY, status)

/** The words of a status; one the app does not know yet reads as "being processed". */
export function statusKey(status: string): (typeof STATUS_KEY)[MallOrderStatus] | 'mall.status.other' {
  return known(status) ? STATUS_KEY[status] : 'mall.status.other'
}

/**
 * A finished exchange says how it ended: collected (pickup), received (delivery), or, for a
 * coupon package, that the coupons are in the wallet.
 */
export function finishedKey(order: Pick<MallOrder, 'status' | 'fulfilment'>) {
  if (order.status !== 'finished') return statusKey(order.status)
  if (order.fulfilment === 'delivery') return 'mall.status.received' as const
  if (order.fulfilment === 'none') return 'mall.status.issued' as const
  return 'mall.status.finished' as const
}

export function statusTone(status: string): StateTone {
  return known(status) ? STATUS_TONE[status] : 'waiting'
}

type Actionable = Pick<MallOrder, 'status'>

/** Pay the cash part: only while the order waits for it. */
export function canPay(order: Actionable): boolean {
  return order.status === 'pending_payment'
}

/**
 * Cancel: before the goods are collected or shipped (while a payment is open on the card page the
 * server refuses, and says so).
 */
export function canCancel(order: Actionable): boolean {
  return order.status === 'pending_payment' || order.status === 'waiting_pickup' || order.status === 'waiting_shipment'
}

/** Confirm receipt: a delivered order once shipped. */
export function canReceive(order: Actionable): boolean {
  return order.status === 'shipped'
}

/** What the order's page offers, in the order its buttons stand. */
export function orderActions(order: Actionable): ('pay' | 'cancel' | 'receive')[] {
  const actions: ('pay' | 'cancel' | 'receive')[] = []
  if (canPay(order)) actions.push('pay')
  if (canReceive(order)) actions.push('receive')
  if (canCancel(order)) actions.push('cancel')
  return actions
}

/**
 * What the cancel question says: a paid cash part goes back to the card, the points always come
 * back (i18n keys under `mall`).
 */
export function cancelQuestionKey(order: Pick<MallOrder, 'status' | 'cash'>) {
  const paidCash = cashOf(order) > 0 && order.status !== 'pending_payment'
  return paidCash ? ('mall.cancelConfirmCash' as const) : ('mall.cancelConfirm' as const)
}

/** The pickup code is for the counter: shown only while the goods wait. */
export function showsPickupCode(order: Pick<MallOrder, 'status' | 'pickupCode' | 'fulfilment'>): boolean {
  return order.fulfilment !== 'delivery' && order.status === 'waiting_pickup' && order.pickupCode !== ''
}

/** The carrier and tracking number, once the shop shipped a delivery. */
export function showsTracking(order: Pick<MallOrder, 'fulfilment' | 'trackingNo'>): boolean {
  return order.fulfilment === 'delivery' && order.trackingNo !== ''
}
