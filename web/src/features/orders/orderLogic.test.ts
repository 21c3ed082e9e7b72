import { describe, expect, it } from 'vitest'
import { afterPoll, orderActions, PAY_POLL_LIMIT_MS, startPolling } from './orderLogic'

describe('pay-end polling', () => {
  it('succeeds when paid, fails when declined, times out after 60 s', () => {
    const start = startPolling(0)
    expect(afterPoll(start, { paid: false, status: 'paying' }, 1500).phase).toBe('polling')
    expect(afterPoll(start, { paid: true, status: 'awaiting_acceptance' }, 1500).phase).toBe('success')
    expect(afterPoll(start, { paid: false, status: 'payment_failed' }, 1500).phase).toBe('failed')
    expect(afterPoll(start, { paid: false, status: 'waiting_payment' }, 1500, 'declined').phase).toBe('failed')
    expect(afterPoll(start, null, 3000).phase).toBe('polling')
    expect(afterPoll(start, null, PAY_POLL_LIMIT_MS).phase).toBe('timeout')
  })
  it('stays in a final phase', () => {
    const done = afterPoll(startPolling(0), { paid: true, status: 'ready' }, 1)
    expect(afterPoll(done, { paid: false, status: 'payment_failed' }, 2).phase).toBe('success')
  })
})

describe('order actions', () => {
  const base = { canPay: false, canCancel: false, order_type: 2, paid_total: '59', refunded_total: '0' }
  it('offers pay and cancel while unpaid', () => {
    expect(orderActions({ ...base, status: 'waiting_payment', canPay: true, canCancel: true })).toEqual(['pay', 'cancel'])
  })
  it('offers confirm receipt and refund when ready', () => {
    expect(orderActions({ ...base, status: 'ready' })).toEqual(['confirmReceipt', 'refund'])
  })
  it('offers delete for a final order, refund progress when a request exists', () => {
    expect(orderActions({ ...base, status: 'finished' }, true)).toEqual(['refundProgress', 'delete'])
    expect(orderActions({ ...base, status: 'cancelled' })).toEqual(['delete'])
  })
})
