import type { LiveEvent } from '../../api/live'

/**
 * What one live event on `store-orders:<sid>` or `store:<sid>` means for the console (docs/API.md
 * "Wallet and store console", "Refunds", `POST /v1/order/remind`, "Table ordering"): which lists
 * to fetch again, whether a customer chased an order (催單) and whether a table sent a round to the
 * kitchen. Pure, no React.
 */
export interface ConsoleEventEffect {
  orders: boolean
  refunds: boolean
  store: boolean
  /** The kitchen's tables (rounds sent, served, a table's order paid). */
  tables: boolean
  remind: { orderId: string; serial: string; count: number } | null
  tableRound: { tableNo: string; round: number } | null
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')

export function consoleEventEffect(event: LiveEvent): ConsoleEventEffect {
  const none: ConsoleEventEffect = { orders: false, refunds: false, store: false, tables: false, remind: null, tableRound: null }
  switch (event.type) {
    // A table's order being paid or paid changes how its table stands too.
    case 'order-status':
      return { ...none, orders: true, tables: true }
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
    case 'table-round': {
      const tableNo = text(event.tableNo)
      const round = Number(event.round)
      return { ...none, tables: true, tableRound: tableNo && round > 0 ? { tableNo, round } : null }
    }
    // A diner asked for a large round: the tables view shows it waiting for the staff's send.
    case 'table-awaiting':
      return { ...none, tables: true }
    // A round served (a paid table's last one also finishes its order).
    case 'table-served':
      return { ...none, tables: true, orders: true }
    default:
      // An event this console does not know yet: everything may have changed.
      return { orders: true, refunds: true, store: true, tables: true, remind: null, tableRound: null }
  }
}

/** How long a chased order or a new table round stays highlighted unless staff open it first. */
export const REMIND_HIGHLIGHT_MS = 60_000
