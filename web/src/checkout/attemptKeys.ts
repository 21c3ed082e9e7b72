import { randomId } from '../api/randomId'

/**
 * Idempotency keys (docs/API.md: a retried call with the same `Idempotency-Key` answers the first
 * call's result). One key per attempt: a retry after a lost answer sends the same key, so it cannot
 * order, bill or claim twice; an answer from the server (success or a refusal) ends the attempt.
 * Pure functions, no React.
 */

/** One attempt of a submit: its inputs (as a signature) and the key they were sent with. */
export interface Attempt {
  signature: string
  key: string
}

/** The same inputs keep the attempt (and its key); changed inputs, or no attempt, start a new one. */
export function nextAttempt(previous: Attempt | null, signature: string, make: () => string = randomId): Attempt {
  return previous && previous.signature === signature ? previous : { signature, key: make() }
}

/**
 * Keys for several actions at once (claiming a campaign, redeeming a code): each action keeps its
 * key while unsettled; `settle` ends it, so the next try of that action gets a new key.
 */
export function createRetryKeys(make: () => string = randomId) {
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
