/**
 * The one phone rule (spec 000 §5) every form and checkout uses: a mobile number of one of the
 * areas phone splitting recognises, checked as the server checks it (`validators::parse_phone` in
 * server/src/core/validators.cpp, which the order, group and table checkouts call too).
 */

/** The areas phone splitting recognises (spec 000 §5), Hong Kong first (the default). */
export const AREA_CODES = ['852', '853', '86', '62', '63'] as const
export type AreaCode = (typeof AREA_CODES)[number]
export const DEFAULT_AREA_CODE: AreaCode = '852'

interface AreaRule {
  min: number
  max: number
  /** Allowed first digits. */
  first: string
  /** Allowed second digits ('' = any). */
  second: string
  /** The local format's leading 0 is dropped (08..., 09...). */
  trunkZero: boolean
}

/** Mobile numbers of each area, as the server checks them (server/src/core/validators.cpp). */
const AREA_RULES: Record<AreaCode, AreaRule> = {
  '852': { min: 8, max: 8, first: '456789', second: '', trunkZero: false },
  '853': { min: 8, max: 8, first: '6', second: '', trunkZero: false },
  '86': { min: 11, max: 11, first: '1', second: '3456789', trunkZero: false },
  '62': { min: 9, max: 12, first: '8', second: '', trunkZero: true },
  '63': { min: 10, max: 10, first: '9', second: '', trunkZero: true },
}

export function isAreaCode(value: unknown): value is AreaCode {
  return typeof value === 'string' && (AREA_CODES as readonly string[]).includes(value)
}

/** The national number as the server keeps it: spaces and dashes dropped, trunk 0 removed. */
export function normalizePhone(areaCode: string, phone: string): string {
  let digits = phone.replace(/[\s-]/g, '')
  if (isAreaCode(areaCode) && AREA_RULES[areaCode].trunkZero && digits.length > 1 && digits.startsWith('0')) digits = digits.slice(1)
  return digits
}

/** What is wrong with a phone, as a key under `validation.` in the translations. */
export type PhoneProblem = 'phoneRequired' | 'phoneInvalid' | 'areaCodeInvalid'

export function validatePhone(areaCode: string, phone: string): PhoneProblem | null {
  if (!isAreaCode(areaCode)) return 'areaCodeInvalid'
  if (!phone.trim()) return 'phoneRequired'
  const digits = normalizePhone(areaCode, phone)
  const rule = AREA_RULES[areaCode]
  if (!/^\d+$/.test(digits) || digits.length < rule.min || digits.length > rule.max) return 'phoneInvalid'
  if (!rule.first.includes(digits[0])) return 'phoneInvalid'
  if (rule.second && !rule.second.includes(digits[1])) return 'phoneInvalid'
  return null
}

/** A checkout's contact phone: the member's area and a number the server will accept for it. */
export function isContactPhoneValid(areaCode: string, phone: string): boolean {
  return validatePhone(areaCode, phone) === null
}
