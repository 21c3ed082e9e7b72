import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/client'
import type { OrderSummary } from '../../api/order'
import { isRemindRefusal, orderTimeNotes, remindSummary } from './orderTimes'

const order = (extra: Partial<OrderSummary>) =>
  ({ status: 'in_production', order_type: 2, expectedAt: 1_000, pickupBy: 2_800_000, remindCount: 0, remindedAt: null, ...extra }) as OrderSummary

describe('orderTimeNotes', () => {
  it('OrderTimes_ExpectedTimeShowsWhileTheOrderIsOpen', () => {
    expect(orderTimeNotes(order({ status: 'waiting_payment' })).expectedAt).toBe(1_000)
    expect(orderTimeNotes(order({ status: 'rider_delivering', order_type: 1 })).expectedAt).toBe(1_000)
    expect(orderTimeNotes(order({ status: 'finished' })).expectedAt).toBeNull()
    expect(orderTimeNotes(order({ status: 'cancelled' })).expectedAt).toBeNull()
    expect(orderTimeNotes(order({ expectedAt: null })).expectedAt).toBeNull()
  })

  it('OrderTimes_PickupByOnlyForPaidPickupOrdersNotYetCollected', () => {
    expect(orderTimeNotes(order({ status: 'ready' })).pickupBy).toBe(2_800_000)
    expect(orderTimeNotes(order({ status: 'awaiting_acceptance' })).pickupBy).toBe(2_800_000)
    expect(orderTimeNotes(order({ status: 'waiting_payment' })).pickupBy).toBeNull()
    expect(orderTimeNotes(order({ status: 'finished' })).pickupBy).toBeNull()
    expect(orderTimeNotes(order({ order_type: 1 })).pickupBy).toBeNull()
    expect(orderTimeNotes(order({ order_type: 3 })).pickupBy).toBeNull()
  })
})

describe('remindSummary', () => {
  it('Remind_CountAndLastTimeOnlyOnceChased', () => {
    expect(remindSummary(order({ remindCount: 0 }))).toBeNull()
    expect(remindSummary(order({ remindCount: undefined }))).toBeNull()
    expect(remindSummary(order({ remindCount: 2, remindedAt: 5_000 }))).toEqual({ count: 2, at: 5_000 })
  })

  it('Remind_NotLateYetAndTooSoonAreExplainedByTheServer', () => {
    expect(isRemindRefusal(new ApiError(31003, '訂單預計 04:14 完成，到時仍未完成可再催單', 409))).toBe(true)
    expect(isRemindRefusal(new ApiError(31007, '已通知門店，請 5 分鐘後再催單', 429))).toBe(true)
    expect(isRemindRefusal(new ApiError(31002, '訂單ID有誤！', 404))).toBe(false)
    expect(isRemindRefusal(new Error('x'))).toBe(false)
  })
})
