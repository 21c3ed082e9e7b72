import { useMemo, useRef } from 'react'
import { nextAttempt, type Attempt } from './attemptKeys'
import { isLostAnswer } from './submitError'

/**
 * The idempotency key of a checkout's submit (order, group, table): the same inputs keep their key
 * until the server answers, so a retry after a lost answer cannot make a second order.
 */
export function useSubmitAttempt() {
  const attempt = useRef<Attempt | null>(null)
  return useMemo(
    () => ({
      /** The key to send these inputs with. */
      keyFor(input: unknown): string {
        attempt.current = nextAttempt(attempt.current, JSON.stringify(input))
        return attempt.current.key
      },
      /** The submit went through: the next one is a new attempt. */
      succeeded() {
        attempt.current = null
      },
      /** Ends the attempt unless the answer was lost; answers whether it was (a retry keeps the key). */
      failed(error: unknown): boolean {
        const lost = isLostAnswer(error)
        if (!lost) attempt.current = null
        return lost
      },
    }),
    [],
  )
}
