import { describe, expect, it } from 'vitest'
import type { OrderStatus } from '../../api/order'
import type { ServerCart } from '../../api/cart'
import { afterOrderAgainQuery, canOrderAgain, storeStateAfterOrderAgain } from './orderAgain'

const cartWith = (lines: number) => ({ data: Array.from({ length: lines }, (_, id) => ({ id })) }) as unknown as ServerCart

describe('order again (docs/API.md POST /v1/order/again)', () => {
  it('OrderAgain_OfferedOnlyOnFinishedOrCancelledOrders', () => {
    const offered = (status: OrderStatus) => canOrderAgain({ status })
    expect(offered('finished')).toBe(true)
    expect(offered('cancelled')).toBe(true)
    for (const status of ['waiting_payment', 'paying', 'payment_failed', 'awaiting_acceptance', 'in_production', 'ready', 'rider_to_merchant', 'rider_delivering'] as const) {
      expect(offered(status)).toBe(false)
    }
  })

  it('OrderAgain_SwitchesToTheOrdersStoreAndOrderType', () => {
    expect(storeStateAfterOrderAgain({ sid: 1003, orderType: 1 })).toEqual({ sid: 1003, orderType: 1, tableId: null, pre: false })
    expect(storeStateAfterOrderAgain({ sid: 1007, orderType: 2 })).toEqual({ sid: 1007, orderType: 2, tableId: null, pre: false })
  })

  it('OrderAgain_OfADineInOrderIsADineInPreOrderWithoutATable', () => {
    expect(storeStateAfterOrderAgain({ sid: 1007, orderType: 3 })).toEqual({ sid: 1007, orderType: 3, tableId: null, pre: true })
  })

  it('OrderAgain_OpensTheCartOnlyWhenSomethingIsInIt', () => {
    expect(afterOrderAgainQuery({ cart: cartWith(2) })).toEqual({ cart: 'open' })
    expect(afterOrderAgainQuery({ cart: cartWith(0) })).toEqual({})
  })
})
