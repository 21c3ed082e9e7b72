import type { OrderAgainAnswer, OrderStatus } from '../../api/order'
import type { StoreState } from '../../app/storeState'

/**
 * "Order again" (docs/API.md `POST /v1/order/again`) without React: which orders offer it, the
 * store state to switch to, and the goods page address that opens the cart.
 */

/** Offered on orders that are over: finished or cancelled (a running order is still coming). */
export function canOrderAgain(order: { status: OrderStatus }): boolean {
  return order.status === 'finished' || order.status === 'cancelled'
}

/** The order's store and type become the app's; dine-in without a table is a pre-order (spec 001 §2). */
export function storeStateAfterOrderAgain(answer: Pick<OrderAgainAnswer, 'sid' | 'orderType'>): StoreState {
  return { sid: answer.sid, orderType: answer.orderType, tableId: null, pre: answer.orderType === 3 }
}

/** The store goods page opens its cart sheet when it sees this (and then drops it from the address). */
export const OPEN_CART_PARAM = 'cart'
export const OPEN_CART_VALUE = 'open'

/** Where to go after the call: the cart is opened only when something is in it. */
export function afterOrderAgainQuery(answer: Pick<OrderAgainAnswer, 'cart'>): Record<string, string> {
  return (answer.cart?.data?.length ?? 0) > 0 ? { [OPEN_CART_PARAM]: OPEN_CART_VALUE } : {}
}
