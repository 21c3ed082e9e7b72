import { describe, expect, it } from 'vitest'
import { consoleEventEffect } from './consoleLive'

describe('consoleEventEffect', () => {
  it('Console_RemindEventRefetchesOrdersAndNamesTheOrder', () => {
    expect(consoleEventEffect({ type: 'order-remind', order_id: 'Q1', serial: 'A001', count: 2 })).toEqual({
      orders: true,
      refunds: false,
      store: false,
      remind: { orderId: 'Q1', serial: 'A001', count: 2 },
    })
    expect(consoleEventEffect({ type: 'order-remind' }).remind).toBeNull()
  })

  it('Console_RefundRequestRefreshesTheRefundList', () => {
    expect(consoleEventEffect({ type: 'refund-request', order_id: 'Q1' })).toMatchObject({ refunds: true, orders: true, store: false })
    expect(consoleEventEffect({ type: 'refund-status', status: 'refunded' })).toMatchObject({ refunds: true })
  })

  it('Console_StatusEventsRefetchWhatTheyChange', () => {
    expect(consoleEventEffect({ type: 'order-status', status: 'ready' })).toEqual({ orders: true, refunds: false, store: false, remind: null })
    expect(consoleEventEffect({ type: 'store-status' })).toEqual({ orders: false, refunds: false, store: true, remind: null })
    expect(consoleEventEffect({ type: 'something-new' })).toEqual({ orders: true, refunds: true, store: true, remind: null })
  })
})
