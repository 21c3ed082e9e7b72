/**
 * How long the live channel waits before its next connection attempt: exponential back-off with
 * jitter. Doubling spares a server that is restarting or overloaded; the jitter spreads the
 * clients an instance restart disconnected at the same moment, so they do not all come back at once.
 */

/** The wait before the first reconnection. */
export const RECONNECT_BASE_MS = 1000
/** The longest wait, however many attempts failed. */
export const RECONNECT_MAX_MS = 30_000
/** Up to this share of the wait is taken off at random (the wait lies between half and all of it). */
export const RECONNECT_JITTER = 0.5
/** A connection open this long was a good one: the next failure starts the back-off again from the base. */
export const STABLE_CONNECTION_MS = 30_000

/**
 * The wait before reconnection attempt `attempt` (0 for the first after a loss): 1 s, 2 s, 4 s, …
 * capped at 30 s, less up to half of it at random. `random` is in [0, 1), as Math.random gives.
 */
export function reconnectDelayMs(attempt: number, random: number = Math.random()): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt))
  return Math.round(ceiling * (1 - RECONNECT_JITTER * random))
}
