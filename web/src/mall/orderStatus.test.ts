import { describe, expect, it } from 'vitest'
import { canCancel, canPay, canReceive, cancelQuestionKey, finishedKey, orderActions, showsPickupCode, showsTracking, statusKey, statusTone } from './orderStatus'

describe('exchange statuses', () => {
  it('StatusWords_NameEachOfTheSixStatuses_AndAnUnknownOneAsBeingProcessed', () => {
    expect(statusKey('pending_payment')).toBe('mall.status.pendingPayment')
    expect(statusKey('waiting_pickup')).toBe('mall.status.waitingPickup')
    expect(statusKey('waiting_shipment')).toBe('mall.status.waitingShipment')
    expect(statusKey('shipped')).toBe('mall.status.shipped')
    expect(statusKey('finished')).toBe('mall.status.finished')
    expect(statusKey('cancelled')).toBe('mall.status.cancelled')
    expect(statusKey('refunding')).toBe('mall.status.other')
    expect(statusKey('toString')).toBe('mall.status.other')
  })

  it('FinishedWords_SayCollectedReceivedOrIssued_ByHowItReachedTheMember', () => {
    expect(finishedKey({ status: 'finished', fulfilment: 'pickup' })).toBe('mall.status.finished')
    expect(finishedKey({ status: 'finished', fulfilment: 'delivery' })).toBe('mall.status.received')
    expect(finishedKey({ status: 'finished', fulfilment: 'none' })).toBe('mall.status.issued')
    expect(finishedKey({ status: 'shipped', fulfilment: 'delivery' })).toBe('mall.status.shipped')
  })

  it('StatusTone_WaitingOnTheMemberIsInProgress_OnTheShopIsWaiting_DoneAndEnded', () => {
    expect(statusTone('pending_payment')).toBe('progress')
    expect(statusTone('waiting_pickup')).toBe('progress')
    expect(statusTone('waiting_shipment')).toBe('waiting')
    expect(statusTone('shipped')).toBe('waiting')
    expect(statusTone('finished')).toBe('done')
    expect(statusTone('cancelled')).toBe('ended')
    expect(statusTone('something-new')).toBe('waiting')
  })
})

describe('what an exchange allows', () => {
  it('Pay_OnlyWhilePendingPayment', () => {
    expect(canPay({ status: 'pending_payment' })).toBe(true)
    for (const status of ['waiting_pickup', 'waiting_shipment', 'shipped', 'finished', 'cancelled'] as const) expect(canPay({ status })).toBe(false)
  })

  it('Cancel_BeforeCollectedOrShipped_NeverOnceShippedFinishedOrCancelled', () => {
    for (const status of ['pending_payment', 'waiting_pickup', 'waiting_shipment'] as const) expect(canCancel({ status })).toBe(true)
    for (const status of ['shipped', 'finished', 'cancelled'] as const) expect(canCancel({ status })).toBe(false)
  })

  it('ConfirmReceipt_OnlyOnceShipped', () => {
    expect(canReceive({ status: 'shipped' })).toBe(true)
    for (const status of ['pending_payment', 'waiting_pickup', 'waiting_shipment', 'finished', 'cancelled'] as const) expect(canReceive({ status })).toBe(false)
  })

  it('Actions_ListPayThenReceiveThenCancel', () => {
    expect(orderActions({ status: 'pending_payment' })).toEqual(['pay', 'cancel'])
    expect(orderActions({ status: 'waiting_pickup' })).toEqual(['cancel'])
    expect(orderActions({ status: 'waiting_shipment' })).toEqual(['cancel'])
    expect(orderActions({ status: 'shipped' })).toEqual(['receive'])
    expect(orderActions({ status: 'finished' })).toEqual([])
    expect(orderActions({ status: 'cancelled' })).toEqual([])
  })

  it('CancelQuestion_SaysThePaidCashPartGoesBackToTheCard_NotBeforeItIsPaid', () => {
    expect(cancelQuestionKey({ status: 'waiting_shipment', cash: '10' })).toBe('mall.cancelConfirmCash')
    expect(cancelQuestionKey({ status: 'waiting_pickup', cash: 10.5 })).toBe('mall.cancelConfirmCash')
    expect(cancelQuestionKey({ status: 'pending_payment', cash: '10' })).toBe('mall.cancelConfirm')
    expect(cancelQuestionKey({ status: 'waiting_pickup', cash: 0 })).toBe('mall.cancelConfirm')
  })

  it('PickupCode_OnlyWhileAPickupWaits', () => {
    expect(showsPickupCode({ status: 'waiting_pickup', pickupCode: '482913', fulfilment: 'pickup' })).toBe(true)
    expect(showsPickupCode({ status: 'finished', pickupCode: '482913', fulfilment: 'pickup' })).toBe(false)
    expect(showsPickupCode({ status: 'waiting_pickup', pickupCode: '', fulfilment: 'pickup' })).toBe(false)
    expect(showsPickupCode({ status: 'waiting_pickup', pickupCode: '482913', fulfilment: 'delivery' })).toBe(false)
  })

  it('Tracking_OnlyForADeliveryWithATrackingNumber', () => {
    expect(showsTracking({ fulfilment: 'delivery', trackingNo: 'SF123' })).toBe(true)
    expect(showsTracking({ fulfilment: 'delivery', trackingNo: '' })).toBe(false)
    expect(showsTracking({ fulfilment: 'pickup', trackingNo: 'SF123' })).toBe(false)
  })
})
