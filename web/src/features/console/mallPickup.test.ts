import { describe, expect, it } from 'vitest'
import type { MallOrder } from '../../api/mallOrders'
import { mallOrder } from '../../test/mallFixtures'
import { cleanPickupCode, exchangesSharingCode, pickupCodeProblem, saysWhileTyping } from './mallPickup'

const order = (order_no: string, pickupCode: string): MallOrder => mallOrder({ order_no, itemId: 1, title: '港灣廚房帆布袋', points: 500, sid: 1007, storeName: '旺角店', pickupCode, createdAt: 0 })

describe('points-mall pickup codes', () => {
  it('PickupCode_SixDigitsWithoutTheSpacesInIt', () => {
    expect(cleanPickupCode(' 123 456 ')).toBe('123456')
    expect(pickupCodeProblem('123456')).toBeNull()
    expect(pickupCodeProblem(' 123 456 ')).toBeNull()
    expect(pickupCodeProblem('000000')).toBeNull()
  })

  it('PickupCode_EmptyShortLongOrNotDigitsIsNotSent', () => {
    expect(pickupCodeProblem('')).toBe('empty')
    expect(pickupCodeProblem('   ')).toBe('empty')
    expect(pickupCodeProblem('12345')).toBe('tooShort')
    expect(pickupCodeProblem('1234567')).toBe('tooLong')
    expect(pickupCodeProblem('12a456')).toBe('notDigits')
    expect(pickupCodeProblem('１２３４５６')).toBe('notDigits')
    expect(pickupCodeProblem('M20261128')).toBe('notDigits')
  })

  it('PickupCode_OnlyLettersAndASeventhDigitAreSaidWhileTyping', () => {
    expect(saysWhileTyping('notDigits')).toBe(true)
    expect(saysWhileTyping('tooLong')).toBe(true)
    expect(saysWhileTyping('tooShort')).toBe(false)
    expect(saysWhileTyping('empty')).toBe(false)
  })

  it('PickupCode_SharedByTwoWaitingExchangesListsBoth', () => {
    const list = [order('M1', '111111'), order('M2', '222222'), order('M3', '111111')]
    expect(exchangesSharingCode(list, '111111')?.map((o) => o.order_no)).toEqual(['M1', 'M3'])
    expect(exchangesSharingCode(list, '222222')).toBeNull()
    expect(exchangesSharingCode(list, '333333')).toBeNull()
  })
})
