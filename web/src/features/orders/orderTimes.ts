import { ApiError } from '../../api/client'
import { ORDER_REMINDED_RECENTLY, ORDER_WRONG_STATUS, type OrderStatus, type OrderSummary } from '../../api/order'

/**
 * What the order detail says about time (docs/API.md "Orders"): when the order is expected, when a
 * pickup order must be collected (spec 000 §9: within 30 minutes of the chosen time) and how often
 * the customer chased it (催單). Pure functions, no React.
 */
export const PICKUP = 2

const OPEN: readonly OrderStatus[] = ['waiting_payment', 'paying', 'payment_failed', 'awaiting_acceptance', 'in_production', 'ready', 'rider_to_merchant', 'rider_delivering']
/** Paid and not yet collected: the pickup window matters. */
const TO_COLLECT: readonly OrderStatus[] = ['awaiting_acceptance', 'in_production', 'ready']

export interface OrderTimeNotes {
  /** When the order is expected (booked slot or estimate); null once it is over. */
  expectedAt: number | null
  /** Pickup orders: collect by then; null for other orders, before payment and once over. */
  pickupBy: number | null
}

export function orderTimeNotes(order: Pick<OrderSummary, 'status' | 'order_type' | 'expectedAt' | 'pickupBy'>): OrderTimeNotes {
  const open = OPEN.includes(order.status)
  return {
    expectedAt: open ? (order.expectedAt ?? null) : null,
    pickupBy: order.order_type === PICKUP && TO_COLLECT.includes(order.status) ? (order.pickupBy ?? null) : null,
  }
}

/** How often the order was chased and when last; null when never. */
export function remindSummary(order: Pick<OrderSummary, 'remindCount' | 'remindedAt'>): { count: number; at: number | null } | null {
  const count = order.remindCount ?? 0
  return count > 0 ? { count, at: order.remindedAt ?? null } : null
}

/**
 * The server's refusals of a reminder whose message explains what to do: not late yet (31003, with
 * the expected time) or chased a moment ago (31007, with the minutes to wait).
 */
export function isRemindRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ORDER_WRONG_STATUS || error.code === ORDER_REMINDED_RECENTLY)
}
