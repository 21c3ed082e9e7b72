/**
 * A random id for trace ids and idempotency keys: a UUID where the browser offers one (it does
 * only on secure origins), otherwise time and randomness, unique enough for one person's retries.
 */
export function randomId(): string {
  const random = globalThis.crypto?.randomUUID?.()
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}
