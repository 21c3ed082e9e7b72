import type { MallOrder } from '../../api/mallOrders'

/**
 * Handing points-mall gifts over at the counter (POST /v1/console/mall/collect): the pickup code
 * the member shows is six digits (docs/API.md "Points mall"), checked before it is sent. Pure, no React.
 */
export const PICKUP_CODE_LENGTH = 6

export type PickupCodeProblem = 'empty' | 'notDigits' | 'tooShort' | 'tooLong'

/** The code as it is sent: without spaces (a member may read it out as "123 456"). */
export const cleanPickupCode = (text: string): string => text.replace(/\s/g, '')

/** What is wrong with a typed pickup code, or null when it can be sent. */
export function pickupCodeProblem(text: string): PickupCodeProblem | null {
  const code = cleanPickupCode(text)
  if (!code) return 'empty'
  if (!/^\d+$/.test(code)) return 'notDigits'
  if (code.length < PICKUP_CODE_LENGTH) return 'tooShort'
  if (code.length > PICKUP_CODE_LENGTH) return 'tooLong'
  return null
}

/**
 * Whether a problem is said while the code is typed: a letter or a seventh digit at once, an
 * empty or short code only once staff tried to hand over.
 */
export const saysWhileTyping = (problem: PickupCodeProblem): boolean => problem === 'notDigits' || problem === 'tooLong'

/**
 * The waiting exchanges that share a pickup code, when more than one does (the server then asks
 * for the exchange number): staff hand the right one over from this short list. Null otherwise.
 */
export function exchangesSharingCode(list: readonly MallOrder[], code: string): MallOrder[] | null {
  const matching = list.filter((order) => order.pickupCode === code)
  return matching.length > 1 ? matching : null
}
