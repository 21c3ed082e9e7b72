import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from '../api/client'

/**
 * How a failed submit is classified: the answer was lost on the way (no network, a time-out), so
 * the call may have worked and is retried with the same idempotency key; or the server answered
 * (a business refusal), so the attempt is over and the next try is a new one.
 */
export function isLostAnswer(error: unknown): boolean {
  return error instanceof ApiError && (error.code === NETWORK_ERROR || error.code === TIMEOUT_ERROR)
}
