/**
 * The payment password (docs/API.md "Payment password"; spec 000 §9: account pay, 3 retries):
 * six digits, typed twice. Pure, no React.
 */
export const PAY_PASSWORD_LENGTH = 6

export type PayPasswordProblem = 'payPasswordDigits' | 'payPasswordMismatch'

export function validatePayPassword(password: string, confirmation: string): PayPasswordProblem | null {
  if (!/^\d{6}$/.test(password)) return 'payPasswordDigits'
  if (password !== confirmation) return 'payPasswordMismatch'
  return null
}

/** Keeps digits only, at most six: what the fields accept as they are typed. */
export const payPasswordInput = (raw: string) => raw.replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH)

/** Where to go after setting it: a path on this site the link carried (the pay page), or null. */
export function returnPath(param: string | null): string | null {
  return param && param.startsWith('/') && !param.startsWith('//') ? param : null
}
