import { describe, expect, it } from 'vitest'
import { attemptKey, isPhoneValid } from './checkoutInput'

describe('group checkout input', () => {
  it('ReservedPhone_MustBeEightOrElevenDigits', () => {
    expect(isPhoneValid('91234567')).toBe(true)
    expect(isPhoneValid('13800138000')).toBe(true)
    expect(isPhoneValid('9123456')).toBe(false)
    expect(isPhoneValid('9123456a')).toBe(false)
    expect(isPhoneValid('')).toBe(false)
  })

  it('SubmitRetry_KeepsTheIdempotencyKeyForTheSameInputs', () => {
    let n = 0
    const make = () => `k${++n}`
    const first = attemptKey(null, 'a', make)
    expect(attemptKey(first, 'a', make)).toBe(first)
    expect(attemptKey(first, 'b', make).key).toBe('k2')
  })
})
