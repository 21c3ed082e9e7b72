import type { OrderStatus, PayStatus } from '../../api/order'

/**
 * Order logic without React: the pay-end polling state machine and which actions an order offers
 * in its status (the checkout's idempotency key is the checkout kit's).
 */

/** pay-end: poll every 1.5 s for up to 60 s. */
export const PAY_POLL_INTERVAL_MS = 1500
export const PAY_POLL_LIMIT_MS = 60_000

export type PayEndPhase = 'polling' | 'success' | 'failed' | 'timeout'

export interface PayEndState {
  phase: PayEndPhase
  startedAt: number
}

export const startPolling = (now: number): PayEndState => ({ phase: 'polling', startedAt: now })

const PAID_STATUSES: readonly OrderStatus[] = ['awaiting_acceptance', 'in_production', 'ready', 'rider_to_merchant', 'rider_delivering', 'finished']

/** The next state after one answer (or null: the call failed) at time `now`. */
export function afterPoll(state: PayEndState, answer: Pick<PayStatus, 'paid' | 'status'> | null, now: number, gatewayResult?: string | null): PayEndState {
  if (state.phase !== 'polling') return state
  if (answer && (answer.paid || PAID_STATUSES.includes(answer.status))) return { ...state, phase: 'success' }
  if (answer && (answer.status === 'payment_failed' || answer.status === 'cancelled')) return { ...state, phase: 'failed' }
  if (answer && gatewayResult === 'declined' && answer.status === 'waiting_payment') return { ...state, phase: 'failed' }
  if (now - state.startedAt >= PAY_POLL_LIMIT_MS) return { ...state, phase: 'timeout' }
  return state
}

export type OrderAction = 'pay' | 'cancel' | 'confirmReceipt' | 'refund' | 'refundProgress' | 'delete'

/** The buttons of an order detail in its status (the server still decides; 31003 otherwise). */
export function orderActions(order: { status: OrderStatus; canPay: boolean; canCancel: boolean; order_type: number; refunded_total?: string; paid_total?: string }, hasRefunds = false): OrderAction[] {
  const actions: OrderAction[] = []
  if (order.canPay) actions.push('pay')
  if (order.canCancel) actions.push('cancel')
  if (order.status === 'ready' || order.status === 'rider_delivering') actions.push('confirmReceipt')
  const accepted: readonly OrderStatus[] = ['in_production', 'ready', 'rider_to_merchant', 'rider_delivering', 'finished']
  if (accepted.includes(order.status) && !hasRefunds && Number(order.paid_total ?? '1') > Number(order.refunded_total ?? '0')) actions.push('refund')
  if (hasRefunds) actions.push('refundProgress')
  if (order.status === 'finished' || order.status === 'cancelled') actions.push('delete')
  return actions
}

/** Statuses that will not change any more: no live updates needed. */
export function isFinal(status: OrderStatus): boolean {
  return status === 'finished' || status === 'cancelled'
}
