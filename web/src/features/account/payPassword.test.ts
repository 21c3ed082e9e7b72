import { describe, expect, it } from 'vitest'
import { payPasswordInput, returnPath, validatePayPassword } from './payPassword'

describe('payment password', () => {
  it('PayPassword_SixDigitsTypedTwice', () => {
    expect(validatePayPassword('246810', '246810')).toBeNull()
    expect(validatePayPassword('24681', '24681')).toBe('payPasswordDigits')
    expect(validatePayPassword('24681a', '24681a')).toBe('payPasswordDigits')
    expect(validatePayPassword('246810', '246811')).toBe('payPasswordMismatch')
  })

  it('PayPassword_FieldsKeepSixDigits', () => {
    expect(payPasswordInput('12a34 5678')).toBe('123456')
  })

  it('PayPassword_ReturnsOnlyToAPathOfThisSite', () => {
    expect(returnPath('/orderPlus/pages/public/pay/index?order_id=X')).toBe('/orderPlus/pages/public/pay/index?order_id=X')
    expect(returnPath('//evil.example/x')).toBeNull()
    expect(returnPath('https://evil.example/')).toBeNull()
    expect(returnPath(null)).toBeNull()
  })
})
