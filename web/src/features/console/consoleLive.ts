import type { LiveEvent } from '../../api/live'

/**
 * What one live event on `store-orders:<sid>` or `store:<sid>` means for the console (docs/API.md
 * "Wallet and store console", "Refunds", `POST /v1/order/remind`): which lists to fetch again and
 * whether a customer chased an order (催單). Pure, no React.
 */
export interface ConsoleEventEffect {
  orders: boolean
  refunds: boolean
  store: boolean
  remind: { orderId: string; serial: string; count: number } | null
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')

export function consoleEventEffect(event: LiveEvent): ConsoleEventEffect {
  const none: ConsoleEventEffect = { orders: false, refunds: false, store: false, remind: null }
  switch (event.type) {
    case 'order-status':
      return { ...none, orders: true }
    case 'order-remind': {
      const orderId = text(event.order_id)
      return { ...none, orders: true, remind: orderId ? { orderId, serial: text(event.serial), count: Number(event.count) || 1 } : null }
    }
    // A new request, or a decision: the refund list; a whole refund may also end the order.
    case 'refund-request':
    case 'refund-status':
      return { ...none, orders: true, refunds: true }
    case 'store-status':
      return { ...none, store: true }
    default:
      // An event this console does not know yet: everything may have changed.
      return { orders: true, refunds: true, store: true, remind: null }
  }
}

/** How long a chased order stays highlighted unless staff open it first. */
export const REMIND_HIGHLIGHT_MS = 60_000
