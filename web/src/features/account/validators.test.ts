import { describe, expect, it } from 'vitest'
import {
  checkImageFile,
  hongKongToday,
  latestAllowedBirthday,
  luhnValid,
  passwordChecks,
  validateBirthday,
  validateEmail,
  validateInviteCode,
  validateName,
  validateNickname,
  validateOctopus,
  validatePassword,
  validateSmsCode,
} from './validators'

describe('SMS code', () => {
  it('is six digits', () => {
    expect(validateSmsCode('123456')).toBeNull()
    expect(validateSmsCode('')).toBe('codeRequired')
    expect(validateSmsCode('12345')).toBe('codeIncomplete')
    expect(validateSmsCode('12345a')).toBe('codeIncomplete')
  })
})

describe('password rules (spec 000 §5)', () => {
  it('checks each rule on its own', () => {
    expect(passwordChecks('', '')).toEqual({ length: false, digit: false, upper: false, lower: false, symbol: false, plain: true, match: false })
    expect(passwordChecks('Harbour#2026', 'Harbour#2026')).toEqual({ length: true, digit: true, upper: true, lower: true, symbol: true, plain: true, match: true })
    expect(passwordChecks('Harbour 2026', 'x')).toMatchObject({ symbol: false, plain: false, match: false }) // a space is not a symbol
  })

  it('needs 8 characters with a digit, upper, lower and a symbol, and matching entries', () => {
    expect(validatePassword('')).toBe('passwordRequired')
    expect(validatePassword('Ab1#xyz')).toBe('passwordWeak') // 7 characters
    expect(validatePassword('Ab1#xyzw')).toBeNull()
    expect(validatePassword('ab1#xyzw')).toBe('passwordWeak') // no upper case
    expect(validatePassword('AB1#XYZW')).toBe('passwordWeak') // no lower case
    expect(validatePassword('Abc#xyzw')).toBe('passwordWeak') // no digit
    expect(validatePassword('Abc1xyzw')).toBe('passwordWeak') // no symbol
    expect(validatePassword('Ab1#xyzw 密碼')).toBe('passwordWeak')
    expect(validatePassword('A'.repeat(60) + 'b1#x1')).toBe('passwordWeak') // 65 characters
    expect(validatePassword('Ab1#xyzw', 'Ab1#xyzW')).toBe('passwordMismatch')
    expect(validatePassword('Ab1#xyzw', 'Ab1#xyzw')).toBeNull()
  })
})

describe('birthday: at least 14 (spec 000 §5)', () => {
  const today = { year: 2026, month: 6, day: 15 }

  it('turns 14 on the birthday itself, not the day before', () => {
    expect(validateBirthday('2012-06-15', today)).toBeNull()
    expect(validateBirthday('2012-06-16', today)).toBe('birthdayUnder14')
    expect(validateBirthday('2012-06-15', { year: 2026, month: 6, day: 14 })).toBe('birthdayUnder14')
    expect(validateBirthday('1990-01-31', today)).toBeNull()
  })

  it('lets someone born on 29 February turn 14 on 1 March of a common year', () => {
    expect(validateBirthday('2012-02-29', { year: 2026, month: 2, day: 28 })).toBe('birthdayUnder14')
    expect(validateBirthday('2012-02-29', { year: 2026, month: 3, day: 1 })).toBeNull()
  })

  it('needs the month, and a real past date', () => {
    expect(validateBirthday('', today)).toBe('birthdayMonthRequired')
    expect(validateBirthday('1990', today)).toBe('birthdayMonthRequired')
    expect(validateBirthday('1990-00-10', today)).toBe('birthdayMonthRequired')
    expect(validateBirthday('1990-02-30', today)).toBe('birthdayInvalid')
    expect(validateBirthday('1899-12-31', today)).toBe('birthdayInvalid')
    expect(validateBirthday('2027-01-01', today)).toBe('birthdayInvalid')
  })

  it('counts today in Hong Kong time and offers the latest allowed date', () => {
    // 2026-06-14 16:30 UTC is already 15 June 00:30 in Hong Kong
    expect(hongKongToday(Date.UTC(2026, 5, 14, 16, 30))).toEqual({ year: 2026, month: 6, day: 15 })
    expect(latestAllowedBirthday(today)).toBe('2012-06-15')
    expect(latestAllowedBirthday({ year: 2028, month: 2, day: 29 })).toBe('2014-02-28')
  })
})

describe('Octopus card number (spec 000 §5)', () => {
  it('checks the Luhn digit over the whole number', () => {
    expect(luhnValid('12345674')).toBe(true)
    expect(luhnValid('12345678')).toBe(false)
    expect(validateOctopus('12345674')).toBeNull()
    expect(validateOctopus('12345678')).toBe('octopusInvalid')
  })

  it('takes 8 to 10 digits, or nothing', () => {
    expect(validateOctopus('')).toBeNull()
    expect(validateOctopus('1234567')).toBe('octopusInvalid') // 7 digits, even with a valid check digit
    expect(validateOctopus('123456789')).toBe(luhnValid('123456789') ? null : 'octopusInvalid')
    expect(validateOctopus('1234567897')).toBeNull()
    expect(validateOctopus('12345678903')).toBe('octopusInvalid') // 11 digits
    expect(validateOctopus('1234567a')).toBe('octopusInvalid')
  })
})

describe('invite code', () => {
  it('takes at most 32 letters or digits, or nothing', () => {
    expect(validateInviteCode('')).toBeNull()
    expect(validateInviteCode('CJL4YYRK')).toBeNull()
    expect(validateInviteCode('A'.repeat(32))).toBeNull()
    expect(validateInviteCode('A'.repeat(33))).toBe('inviteCodeInvalid')
    expect(validateInviteCode('ABC-123')).toBe('inviteCodeInvalid')
  })
})

describe('other profile fields', () => {
  it('checks email, names and nickname', () => {
    expect(validateEmail('')).toBeNull()
    expect(validateEmail('chan.tai-man@example.com.hk')).toBeNull()
    expect(validateEmail('no-at-sign.example.com')).toBe('emailInvalid')
    expect(validateEmail('a@localhost')).toBe('emailInvalid')
    expect(validateEmail('a..b@example.com')).toBe('emailInvalid')
    expect(validateName('', 'first')).toBe('firstNameRequired')
    expect(validateName('  ', 'last')).toBe('lastNameRequired')
    expect(validateName('大文', 'first')).toBeNull()
    expect(validateName('x'.repeat(31), 'first')).toBe('nameTooLong')
    expect(validateNickname('阿明')).toBeNull()
    expect(validateNickname('')).toBe('nicknameInvalid')
    expect(validateNickname('   ')).toBe('nicknameInvalid')
    expect(validateNickname('x'.repeat(21))).toBe('nicknameInvalid')
  })
})

describe('avatar pictures', () => {
  it('takes images of at most 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull()
    expect(checkImageFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('uploadTooLarge')
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('uploadNotImage')
  })
})
