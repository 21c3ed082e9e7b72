import { describe, expect, it, vi } from 'vitest'
import { createSessionExpiryFlow, RELOGIN_COOLDOWN_MS, RELOGIN_MAX_TRIES, type SessionExpiryEnv } from './sessionExpiry'

interface Harness {
  env: SessionExpiryEnv
  clock: { now: number }
  session: { token: string | null; hasPhone: boolean }
  relogins: number
  modals: string[]
  confirmModal(): Promise<void>
  afterModal: ReturnType<typeof vi.fn>
}

function harness(options: { hasPhone?: boolean; reloginFails?: boolean; reloginDelay?: Promise<void> } = {}): Harness {
  let confirm: () => void = () => undefined
  const h: Harness = {
    clock: { now: 1_000_000 },
    session: { token: 't0', hasPhone: options.hasPhone ?? false },
    relogins: 0,
    modals: [],
    afterModal: vi.fn(),
    async confirmModal() {
      confirm()
      await flush()
    },
    env: undefined as unknown as SessionExpiryEnv,
  }
  h.env = {
    now: () => h.clock.now,
    hasPhone: () => h.session.hasPhone,
    currentToken: () => h.session.token,
    relogin: async () => {
      h.relogins += 1
      if (options.reloginDelay) await options.reloginDelay
      if (options.reloginFails) throw new Error('no visitor session')
      h.session.token = `t${h.relogins}`
    },
    showExpiredModal: (message) => {
      h.modals.push(message)
      return new Promise<void>((resolve) => {
        confirm = resolve
      })
    },
    afterExpiredModal: h.afterModal,
  }
  return h
}

async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

const failed = (sentToken: string | null, retried = false) => ({ sentToken, message: '登錄失效，請點擊重新登錄', retried })

describe('session expiry flow (spec 000 §4, spec 001 §8)', () => {
  it('re-logs a visitor in silently and retries the call once', async () => {
    const h = harness()
    const flow = createSessionExpiryFlow(h.env)
    await expect(flow.onUnauthorized(failed('t0'))).resolves.toBe('retry')
    expect(h.relogins).toBe(1)
    expect(h.session.token).toBe('t1')
    expect(h.modals).toEqual([])
  })

  it('shows the modal when the retried call fails again', async () => {
    const h = harness()
    const flow = createSessionExpiryFlow(h.env)
    await flow.onUnauthorized(failed('t0'))
    await expect(flow.onUnauthorized(failed('t1', true))).resolves.toBe('fail')
    expect(h.modals).toHaveLength(1)
  })

  it('never re-logs silently when a phone is stored: one modal, then the auth page', async () => {
    const h = harness({ hasPhone: true })
    const flow = createSessionExpiryFlow(h.env)
    await expect(flow.onUnauthorized(failed('t0'))).resolves.toBe('fail')
    expect(h.relogins).toBe(0)
    expect(h.modals).toEqual(['登錄失效，請點擊重新登錄'])
    expect(h.afterModal).not.toHaveBeenCalled()
    await h.confirmModal()
    expect(h.afterModal).toHaveBeenCalledTimes(1)
    expect(flow.state.modalOpen).toBe(false)
  })

  it('shows exactly one modal however many calls fail at once', async () => {
    const h = harness({ hasPhone: true })
    const flow = createSessionExpiryFlow(h.env)
    const decisions = await Promise.all(Array.from({ length: 8 }, () => flow.onUnauthorized(failed('t0'))))
    expect(decisions).toEqual(Array(8).fill('fail'))
    expect(h.modals).toHaveLength(1)
    // Calls that were still on their way with the dead token stay quiet after the confirm too.
    await h.confirmModal()
    h.session.token = null
    await expect(flow.onUnauthorized(failed('t0'))).resolves.toBe('fail')
    expect(h.modals).toHaveLength(1)
    expect(h.afterModal).toHaveBeenCalledTimes(1)
  })

  it('runs one re-login for concurrent visitor failures and retries them all', async () => {
    let release: () => void = () => undefined
    const h = harness({ reloginDelay: new Promise<void>((resolve) => (release = resolve)) })
    const flow = createSessionExpiryFlow(h.env)
    const pending = Array.from({ length: 5 }, () => flow.onUnauthorized(failed('t0')))
    await flush()
    expect(flow.state.reloginRunning).toBe(true)
    release()
    await expect(Promise.all(pending)).resolves.toEqual(Array(5).fill('retry'))
    expect(h.relogins).toBe(1)
    expect(h.modals).toEqual([])
  })

  it('retries a call sent with a token that has been replaced since', async () => {
    const h = harness()
    const flow = createSessionExpiryFlow(h.env)
    h.session.token = 'newer'
    await expect(flow.onUnauthorized(failed('t0'))).resolves.toBe('retry')
    expect(h.relogins).toBe(0)
  })

  it('waits out the 5000 ms cooldown: a second expiry inside it opens the modal', async () => {
    const h = harness()
    const flow = createSessionExpiryFlow(h.env)
    await flow.onUnauthorized(failed('t0'))
    h.clock.now += RELOGIN_COOLDOWN_MS - 1
    await expect(flow.onUnauthorized(failed('t1'))).resolves.toBe('fail')
    expect(h.relogins).toBe(1)
    expect(h.modals).toHaveLength(1)
    await h.confirmModal()

    h.session.token = 'visitor' // the app goes on with a new visitor session after the confirm
    h.clock.now += 1
    await expect(flow.onUnauthorized(failed('visitor'))).resolves.toBe('retry')
    expect(h.relogins).toBe(2)
  })

  it(`stops after ${RELOGIN_MAX_TRIES} silent re-logins`, async () => {
    const h = harness()
    const flow = createSessionExpiryFlow(h.env)
    for (let i = 0; i < RELOGIN_MAX_TRIES; i++) {
      await expect(flow.onUnauthorized(failed(h.session.token))).resolves.toBe('retry')
      h.clock.now += RELOGIN_COOLDOWN_MS
    }
    expect(h.relogins).toBe(RELOGIN_MAX_TRIES)
    await expect(flow.onUnauthorized(failed(h.session.token))).resolves.toBe('fail')
    expect(h.relogins).toBe(RELOGIN_MAX_TRIES)
    expect(h.modals).toHaveLength(1)
    await h.confirmModal()

    flow.reset() // a new sign-in
    h.session.token = 'member'
    await expect(flow.onUnauthorized(failed('member'))).resolves.toBe('retry')
  })

  it('opens the modal when the silent re-login itself fails', async () => {
    const h = harness({ reloginFails: true })
    const flow = createSessionExpiryFlow(h.env)
    await expect(flow.onUnauthorized(failed('t0'))).resolves.toBe('fail')
    expect(h.relogins).toBe(1)
    expect(h.modals).toHaveLength(1)
  })
})
