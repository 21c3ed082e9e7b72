import type { OrderAgainAnswer, OrderStatus } from '../../api/order'
import { ORDER_TYPE } from '../../api/types'
import type { StoreState } from '../../app/storeState'
import { OPEN_CART_PARAM, OPEN_CART_VALUE } from '../../menu/cartHandoff'

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
  return { sid: answer.sid, orderType: answer.orderType, tableId: null, pre: answer.orderType === ORDER_TYPE.dineIn }
}

/** Where to go after the call: the cart is opened only when something is in it. */
export function afterOrderAgainQuery(answer: Pick<OrderAgainAnswer, 'cart'>): Record<string, string> {
  return (answer.cart?.data?.length ?? 0) > 0 ? { [OPEN_CART_PARAM]: OPEN_CART_VALUE } : {}
}
