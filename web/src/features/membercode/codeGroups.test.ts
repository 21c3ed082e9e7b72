import { describe, expect, it } from 'vitest'
import { groupDigits, secondsLeft } from './codeGroups'

describe('member code display', () => {
  it('groups the digits in fours for a cashier to type', () => {
    expect(groupDigits('123456789012345678')).toBe('1234 5678 9012 3456 78')
    expect(groupDigits('1234')).toBe('1234')
  })

  it('counts down whole seconds to the end and stops at 0', () => {
    expect(secondsLeft(60_000, 0)).toBe(60)
    expect(secondsLeft(60_000, 59_001)).toBe(1)
    expect(secondsLeft(60_000, 61_000)).toBe(0)
  })
})
