/**
 * Idempotency keys for claims and code redemptions (docs/API.md: a retried call with the same
 * `Idempotency-Key` answers the first coupon). One key per action (a campaign, a code) while it is
 * unsettled: a retry after a network failure reuses it, so it cannot claim twice; an answer from
 * the server (a coupon or a business refusal) settles it and the next try gets a new key.
 */
export function newKey(): string {
  const random = globalThis.crypto?.randomUUID?.()
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}

export function createRetryKeys(make: () => string = newKey) {
  const keys = new Map<string, string>()
  return {
    keyFor(action: string): string {
      let key = keys.get(action)
      if (!key) {
        key = make()
        keys.set(action, key)
      }
      return key
    },
    settle(action: string) {
      keys.delete(action)
    },
  }
}
