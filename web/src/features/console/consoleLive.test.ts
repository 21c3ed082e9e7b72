import { describe, expect, it } from 'vitest'
import { consoleEventEffect } from './consoleLive'

describe('consoleEventEffect', () => {
  it('Console_RemindEventRefetchesOrdersAndNamesTheOrder', () => {
    expect(consoleEventEffect({ type: 'order-remind', order_id: 'Q1', serial: 'A001', count: 2 })).toEqual({
      orders: true,
      refunds: false,
      store: false,
      tables: false,
      remind: { orderId: 'Q1', serial: 'A001', count: 2 },
      tableRound: null,
    })
    expect(consoleEventEffect({ type: 'order-remind' }).remind).toBeNull()
  })

  it('Console_RefundRequestRefreshesTheRefundList', () => {
    expect(consoleEventEffect({ type: 'refund-request', order_id: 'Q1' })).toMatchObject({ refunds: true, orders: true, store: false })
    expect(consoleEventEffect({ type: 'refund-status', status: 'refunded' })).toMatchObject({ refunds: true })
  })

  it('Console_StatusEventsRefetchWhatTheyChange', () => {
    expect(consoleEventEffect({ type: 'order-status', status: 'ready' })).toEqual({ orders: true, refunds: false, store: false, tables: true, remind: null, tableRound: null })
    expect(consoleEventEffect({ type: 'store-status' })).toEqual({ orders: false, refunds: false, store: true, tables: false, remind: null, tableRound: null })
    expect(consoleEventEffect({ type: 'something-new' })).toEqual({ orders: true, refunds: true, store: true, tables: true, remind: null, tableRound: null })
  })

  it('Console_TableRoundRefetchesTablesAndNamesTheTableAndRound', () => {
    expect(consoleEventEffect({ type: 'table-round', sid: 1007, tableNo: 'A3', round: 2 })).toEqual({
      orders: false,
      refunds: false,
      store: false,
      tables: true,
      remind: null,
      tableRound: { tableNo: 'A3', round: 2 },
    })
    expect(consoleEventEffect({ type: 'table-round', tableNo: 'A3' }).tableRound).toBeNull()
  })

  it('Console_TableServedRefetchesTablesAndOrders', () => {
    expect(consoleEventEffect({ type: 'table-served', sid: 1007, tableNo: 'A3', round: 1 })).toMatchObject({ tables: true, orders: true, tableRound: null, refunds: false })
    expect(consoleEventEffect({ type: 'table-awaiting', sid: 1007, tableNo: 'A3' })).toMatchObject({ tables: true, orders: false, tableRound: null })
  })
})
