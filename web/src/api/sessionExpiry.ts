/**
 * The session-expiry flow of spec 000 §4 and spec 001 §8, without React, fetch or timers: the API
 * client asks it what to do when a call answers 401 (or 41009).
 *
 * - Silent re-login (for us: a fresh visitor session) when no phone is stored, fewer than
 *   RELOGIN_MAX_TRIES re-logins were made, none is running and the cooldown is over; the call
 *   is then retried once with the new token.
 * - Otherwise exactly one login-expired modal (one confirm button), however many calls fail at
 *   once; confirming leads to the auth page with isLogout=true.
 *
 * Two readings of the spec, chosen here (web/README.md, "Accounts"):
 * - A call that fails while a re-login is running waits for it and retries with its token,
 *   instead of opening the modal: the spec's "none in progress" says when not to start another.
 * - A call sent with a token that has been replaced since (a re-login finished meanwhile) is
 *   simply retried; one sent with a token the modal already declared dead fails quietly.
 */

/** spec 000 §9: "401 relogin max 3 tries, cooldown 5000 ms". */
export const RELOGIN_MAX_TRIES = 3
export const RELOGIN_COOLDOWN_MS = 5000

export interface SessionExpiryEnv {
  now(): number
  /** A phone is stored: the person was a member, so a silent visitor session would lose them. */
  hasPhone(): boolean
  currentToken(): string | null
  /** Gets a fresh session silently; rejects when it cannot. */
  relogin(): Promise<void>
  /** Shows the login-expired modal; resolves when it is confirmed. */
  showExpiredModal(message: string): Promise<void>
  /** After the confirm button: end the dead session and go to the auth page (isLogout=true). */
  afterExpiredModal(): void
}

export interface FailedCall {
  /** The token the failing call was sent with. */
  sentToken: string | null
  /** The server's message (登錄失效，請點擊重新登錄), shown in the modal. */
  message: string
  /** The call is already the retry of an earlier failure. */
  retried: boolean
}

/** `retry`: send the call again (with the current token); `fail`: reject it, quietly. */
export type ExpiryDecision = 'retry' | 'fail'

export interface SessionExpiryFlow {
  onUnauthorized(call: FailedCall): Promise<ExpiryDecision>
  /** A new sign-in starts the count again. */
  reset(): void
  readonly state: { tries: number; reloginRunning: boolean; modalOpen: boolean }
}

export function createSessionExpiryFlow(env: SessionExpiryEnv): SessionExpiryFlow {
  let tries = 0
  let lastReloginAt = Number.NEGATIVE_INFINITY
  let running: Promise<boolean> | null = null
  let modalOpen = false
  const deadTokens = new Set<string>()

  const openModal = (call: FailedCall): ExpiryDecision => {
    if (modalOpen) return 'fail'
    modalOpen = true
    if (call.sentToken) deadTokens.add(call.sentToken)
    const current = env.currentToken()
    if (current) deadTokens.add(current)
    void env
      .showExpiredModal(call.message)
      .catch(() => undefined)
      .then(() => {
        modalOpen = false
        env.afterExpiredModal()
      })
    return 'fail'
  }

  const onUnauthorized = async (call: FailedCall): Promise<ExpiryDecision> => {
    if (modalOpen) return 'fail'
    if (call.sentToken !== null && deadTokens.has(call.sentToken)) return 'fail'
    if (running) {
      const renewed = await running
      return renewed && !call.retried ? 'retry' : 'fail'
    }
    if (!call.retried && call.sentToken !== env.currentToken()) return 'retry'

    const cooling = env.now() - lastReloginAt < RELOGIN_COOLDOWN_MS
    if (call.retried || env.hasPhone() || tries >= RELOGIN_MAX_TRIES || cooling) return openModal(call)

    tries += 1
    lastReloginAt = env.now()
    running = env.relogin().then(
      () => true,
      () => false,
    )
    const renewed = await running
    running = null
    return renewed ? 'retry' : openModal(call)
  }

  return {
    onUnauthorized,
    reset() {
      tries = 0
      lastReloginAt = Number.NEGATIVE_INFINITY
    },
    get state() {
      return { tries, reloginRunning: running !== null, modalOpen }
    },
  }
}
