import { describe, expect, it } from 'vitest'
import { canCancel, showsPickupCode, statusKey, statusTone } from './orderStatus'

describe('exchange statuses', () => {
  it('names each status the server sends, and an unknown one as being processed', () => {
    expect(statusKey('waiting_pickup')).toBe('mall.status.waitingPickup')
    expect(statusKey('finished')).toBe('mall.status.finished')
    expect(statusKey('cancelled')).toBe('mall.status.cancelled')
    expect(statusKey('refunding')).toBe('mall.status.other')
    expect(statusKey('toString')).toBe('mall.status.other')
  })

  it('colours waiting as in progress, collected as done, cancelled as ended', () => {
    expect(statusTone('waiting_pickup')).toBe('progress')
    expect(statusTone('finished')).toBe('done')
    expect(statusTone('cancelled')).toBe('ended')
    expect(statusTone('something-new')).toBe('waiting')
  })

  it('cancels and shows the pickup code only while the goods wait', () => {
    expect(canCancel({ status: 'waiting_pickup' })).toBe(true)
    expect(canCancel({ status: 'finished' })).toBe(false)
    expect(canCancel({ status: 'cancelled' })).toBe(false)
    expect(showsPickupCode({ status: 'waiting_pickup', pickupCode: '482913' })).toBe(true)
    expect(showsPickupCode({ status: 'finished', pickupCode: '482913' })).toBe(false)
    expect(showsPickupCode({ status: 'waiting_pickup', pickupCode: '' })).toBe(false)
  })
})
