import { describe, expect, it } from 'vitest'
import { isContactPhoneValid, normalizePhone, validatePhone } from './phone'

describe('phone per area code (spec 000 §5)', () => {
  it('accepts mobile numbers of each area', () => {
    expect(validatePhone('852', '91234567')).toBeNull()
    expect(validatePhone('852', '5123 4567')).toBeNull()
    expect(validatePhone('853', '66123456')).toBeNull()
    expect(validatePhone('86', '13812345678')).toBeNull()
    expect(validatePhone('62', '081234567890')).toBeNull()
    expect(validatePhone('63', '09171234567')).toBeNull()
    expect(normalizePhone('63', '0917-123-4567')).toBe('9171234567')
  })

  it('rejects what the area does not issue', () => {
    expect(validatePhone('852', '')).toBe('phoneRequired')
    expect(validatePhone('852', '21234567')).toBe('phoneInvalid') // a landline
    expect(validatePhone('852', '9123456')).toBe('phoneInvalid')
    expect(validatePhone('852', '912345678')).toBe('phoneInvalid')
    expect(validatePhone('853', '96123456')).toBe('phoneInvalid')
    expect(validatePhone('86', '12812345678')).toBe('phoneInvalid')
    expect(validatePhone('86', '1381234567')).toBe('phoneInvalid')
    expect(validatePhone('852', '9123abcd')).toBe('phoneInvalid')
    expect(validatePhone('1', '2025550123')).toBe('areaCodeInvalid')
  })
})

describe('contact phone of a checkout', () => {
  it('ReservedPhone_MustBeAMobileNumberOfTheMembersArea', () => {
    expect(isContactPhoneValid('852', '91234567')).toBe(true)
    expect(isContactPhoneValid('86', '13800138000')).toBe(true)
    expect(isContactPhoneValid('852', '9123456')).toBe(false)
    expect(isContactPhoneValid('852', '9123456a')).toBe(false)
    expect(isContactPhoneValid('852', '')).toBe(false)
    // What the older checkout rules let through and the server refuses.
    expect(isContactPhoneValid('852', '912345678')).toBe(false)
    expect(isContactPhoneValid('852', '13800138000')).toBe(false)
    expect(isContactPhoneValid('852', '21234567')).toBe(false)
  })
})
