/**
 * Client-side checks of spec 000 §5, the same rules the server applies (docs/API.md), so that a
 * form can say what is wrong before anything is sent. Each answers null or the key of its
 * message under `validation.` in the translations.
 */

export type ValidationKey =
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'areaCodeInvalid'
  | 'codeRequired'
  | 'codeIncomplete'
  | 'agreementRequired'
  | 'passwordRequired'
  | 'passwordWeak'
  | 'passwordMismatch'
  | 'birthdayMonthRequired'
  | 'birthdayInvalid'
  | 'birthdayUnder14'
  | 'emailInvalid'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'nameTooLong'
  | 'nicknameInvalid'
  | 'octopusInvalid'
  | 'inviteCodeInvalid'
  | 'consigneeRequired'
  | 'addressRequired'
  | 'locationRequired'

// ---- SMS code ----

export const SMS_CODE_LENGTH = 6

export function validateSmsCode(code: string): ValidationKey | null {
  if (!code) return 'codeRequired'
  return /^\d{6}$/.test(code) ? null : 'codeIncomplete'
}

// ---- Password ----

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 64

export interface PasswordChecks {
  length: boolean
  digit: boolean
  upper: boolean
  lower: boolean
  symbol: boolean
  /** Printable ASCII only: no spaces, no other alphabets (the server's rule). */
  plain: boolean
  match: boolean
}

/** Each rule of spec 000 §5 on its own, for the live checklist. */
export function passwordChecks(password: string, confirmation: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    digit: /\d/.test(password),
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    symbol: /[!-/:-@[-`{-~]/.test(password),
    plain: /^[!-~]*$/.test(password),
    match: password.length > 0 && password === confirmation,
  }
}

export function validatePassword(password: string, confirmation?: string): ValidationKey | null {
  if (!password) return 'passwordRequired'
  const checks = passwordChecks(password, confirmation ?? password)
  if (!(checks.length && checks.digit && checks.upper && checks.lower && checks.symbol && checks.plain)) return 'passwordWeak'
  if (confirmation !== undefined && !checks.match) return 'passwordMismatch'
  return null
}

// ---- Birthday ----

export const MINIMUM_AGE = 14
const EARLIEST_BIRTH_YEAR = 1900

export interface LocalDate {
  year: number
  month: number
  day: number
}

/** Today in Hong Kong (UTC+8, no daylight saving), the day the age rule counts in. */
export function hongKongToday(now: number = Date.now()): LocalDate {
  const local = new Date(now + 8 * 3_600_000)
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() }
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
const daysIn = (year: number, month: number) => [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
const compare = (a: LocalDate, b: LocalDate) => a.year - b.year || a.month - b.month || a.day - b.day

/**
 * "YYYY-MM-DD": a real date, not in the future, and the person is at least 14 today (on the
 * birthday itself they are; someone born on 29 February turns 14 on 1 March in a common year).
 * Without a month (nothing, or "1990"): birthdayMonthRequired.
 */
export function validateBirthday(birthday: string, today: LocalDate): ValidationKey | null {
  const value = birthday.trim()
  if (!value || /^\d{4}-?$/.test(value) || /^\d{4}--/.test(value)) return 'birthdayMonthRequired'
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return 'birthdayInvalid'
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  if (date.month === 0) return 'birthdayMonthRequired'
  if (date.month > 12 || date.day < 1 || date.day > daysIn(date.year, date.month) || date.year < EARLIEST_BIRTH_YEAR) return 'birthdayInvalid'
  if (compare(date, today) > 0) return 'birthdayInvalid'
  let turns14: LocalDate = { year: date.year + MINIMUM_AGE, month: date.month, day: date.day }
  if (date.month === 2 && date.day === 29 && !isLeap(turns14.year)) turns14 = { year: turns14.year, month: 3, day: 1 }
  return compare(today, turns14) < 0 ? 'birthdayUnder14' : null
}

/** The latest birthday that passes the age rule today, as "YYYY-MM-DD" (the date input's max). */
export function latestAllowedBirthday(today: LocalDate): string {
  const year = today.year - MINIMUM_AGE
  const day = Math.min(today.day, daysIn(year, today.month))
  return `${year}-${String(today.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

// ---- Other profile fields ----

export function validateEmail(email: string): ValidationKey | null {
  const value = email.trim()
  if (!value) return null
  if (value.length > 254) return 'emailInvalid'
  const match = /^([A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64})@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)$/.exec(value)
  if (!match) return 'emailInvalid'
  const [, local, domain] = match
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return 'emailInvalid'
  const labels = domain.split('.')
  if (labels.some((label) => label.length > 63 || label.startsWith('-') || label.endsWith('-'))) return 'emailInvalid'
  if (/^\d+$/.test(labels[labels.length - 1])) return 'emailInvalid'
  return null
}

const codePoints = (text: string) => [...text].length

export function validateName(value: string, which: 'first' | 'last'): ValidationKey | null {
  const trimmed = value.trim()
  if (!trimmed) return which === 'first' ? 'firstNameRequired' : 'lastNameRequired'
  return codePoints(trimmed) > 30 ? 'nameTooLong' : null
}

export function validateNickname(nickname: string): ValidationKey | null {
  const count = codePoints(nickname)
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (count < 1 || count > 20 || !nickname.trim() || /[\u0000-\u001f\u007f-\u009f]/.test(nickname)) return 'nicknameInvalid'
  return null
}

/** The check digit of spec 000 §5: Luhn over the whole number (alternate digits doubled from the right). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let value = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      value *= 2
      if (value > 9) value -= 9
    }
    sum += value
  }
  return sum % 10 === 0
}

/** Optional: empty is fine; otherwise 8 to 10 digits with a valid check digit. */
export function validateOctopus(cardNumber: string): ValidationKey | null {
  const value = cardNumber.trim()
  if (!value) return null
  return /^\d{8,10}$/.test(value) && luhnValid(value) ? null : 'octopusInvalid'
}

export const INVITE_CODE_MAX = 32

/** Optional: empty is fine; otherwise at most 32 letters or digits. */
export function validateInviteCode(code: string): ValidationKey | null {
  const value = code.trim()
  if (!value) return null
  return value.length <= INVITE_CODE_MAX && /^[A-Za-z0-9]+$/.test(value) ? null : 'inviteCodeInvalid'
}

// ---- Pictures ----

/** spec 000 §5, §9: images of at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** A picture the upload endpoint will take: an image, at most 5 MB (图片大小不能超过5MB). */
export function checkImageFile(file: { type: string; size: number }): 'uploadNotImage' | 'uploadTooLarge' | null {
  if (!file.type.startsWith('image/')) return 'uploadNotImage'
  return file.size > MAX_IMAGE_BYTES ? 'uploadTooLarge' : null
}
