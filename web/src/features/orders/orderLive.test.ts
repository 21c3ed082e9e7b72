import { describe, expect, it } from 'vitest'
import { hasOpenRefund, isOrderChange, needsLiveUpdates } from './orderLive'

describe('order live events', () => {
  it('OrderLive_StatusAndRefundStatusEventsRefetch', () => {
    expect(isOrderChange({ type: 'order-status', status: 'ready' })).toBe(true)
    expect(isOrderChange({ type: 'refund-status', order_id: 'X', refund_no: 'R1', status: 'refunded' })).toBe(true)
    expect(isOrderChange({ type: 'order-remind' })).toBe(false)
    expect(isOrderChange({})).toBe(false)
  })

  it('OrderLive_ListensWhileTheOrderOrARefundCanStillChange', () => {
    expect(needsLiveUpdates('in_production', [])).toBe(true)
    expect(needsLiveUpdates('finished', [])).toBe(false)
    expect(needsLiveUpdates('finished', [{ status: 'waiting_audit' }])).toBe(true)
    expect(needsLiveUpdates('cancelled', [{ status: 'refunding' }])).toBe(true)
    expect(needsLiveUpdates('finished', [{ status: 'refunded' }, { status: 'rejected' }])).toBe(false)
    expect(needsLiveUpdates(undefined, undefined)).toBe(false)
    expect(hasOpenRefund(undefined)).toBe(false)
  })
})
