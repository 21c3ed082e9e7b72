import type { LiveEvent } from '../../api/live'
import type { OrderStatus, RefundRequest } from '../../api/order'
import { isFinal } from './orderLogic'

/**
 * Which live events on `order:<id>` change what the order pages show (docs/API.md "Wallet and
 * store console", "Refunds"): the order's status, and the progress of its refund requests.
 */
export function isOrderChange(event: LiveEvent): boolean {
  return event.type === 'order-status' || event.type === 'refund-status'
}

/** A refund request the store has not decided, or whose money is still on its way back. */
export function hasOpenRefund(refunds: Pick<RefundRequest, 'status'>[] | undefined): boolean {
  return (refunds ?? []).some((refund) => refund.status === 'waiting_audit' || refund.status === 'refunding')
}

/**
 * Whether an order page should keep listening: the order can still change, or a refund request
 * is under way (a finished order refunded in whole stays finished, and its refund is live too).
 */
export function needsLiveUpdates(status: OrderStatus | undefined, refunds: Pick<RefundRequest, 'status'>[] | undefined): boolean {
  return (status !== undefined && !isFinal(status)) || hasOpenRefund(refunds)
}
