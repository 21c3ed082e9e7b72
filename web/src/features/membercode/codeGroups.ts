/** "123456789012345678" -> "1234 5678 9012 3456 78": a long code in groups a cashier can type. */
export function groupDigits(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** Whole seconds until `expiresAt` (never below 0). */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000))
}
