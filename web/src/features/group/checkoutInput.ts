/**
 * What the group's checkout checks before calling, and its idempotency key per attempt (spec 001
 * §5 "a reserved phone is required and must be valid", docs/API.md submit `Idempotency-Key`).
 */

/** spec 000 §9: the order note is at most 50 characters. */
export const NOTE_MAX = 50

/** Hong Kong 8 digits, or a mainland 11-digit number. */
export function isPhoneValid(phone: string): boolean {
  return /^\d{8}$|^\d{11}$/.test(phone)
}

export interface Attempt {
  signature: string
  key: string
}

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/** The same inputs keep the key (a retry after a lost answer must not make a second order); new inputs get a new one. */
export function attemptKey(previous: Attempt | null, signature: string, make: () => string = newKey): Attempt {
  return previous && previous.signature === signature ? previous : { signature, key: make() }
}
