/** The idempotency key of one attempt to bill the table: kept while the inputs stay the same. */
export interface PayAttempt {
  signature: string
  key: string
}

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

export function payAttempt(previous: PayAttempt | null, signature: string, make: () => string = newKey): PayAttempt {
  return previous && previous.signature === signature ? previous : { signature, key: make() }
}
