import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, expiryFlow, isSilentError, request, setSessionUi } from './client'
import { currentSession, NO_SESSION, sessionStore, startMemberSession, startVisitorSession } from './session'

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
}

const expired = () => json(401, { resultCode: 401, resultMsg: '登錄失效，請點擊重新登錄', data: null })

function stubFetch(handler: Handler) {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => handler(String(url), init ?? {}))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const sentAuth = (fetch: ReturnType<typeof stubFetch>, index: number) => (fetch.mock.calls[index][1]?.headers as Record<string, string>).auth

const ui = {
  showExpiredModal: vi.fn(() => new Promise<void>(() => undefined)), // never confirmed in these tests
  afterExpiredModal: vi.fn(),
  showFrozenModal: vi.fn(async () => undefined),
}

beforeEach(() => {
  sessionStore.set(NO_SESSION)
  expiryFlow.reset()
  vi.clearAllMocks()
  setSessionUi(ui)
})

afterEach(() => vi.unstubAllGlobals())

describe('the API client and the session', () => {
  it('sends the token as the auth header and keeps a new one from the answer', async () => {
    startVisitorSession('visitor-1')
    const fetch = stubFetch(() => json(200, { resultCode: 0, data: { ok: true } }, { auth: 'visitor-2' }))
    await request('/v1/cart')
    expect(sentAuth(fetch, 0)).toBe('visitor-1')
    expect(currentSession().token).toBe('visitor-2')
    await request('/v1/cart')
    expect(sentAuth(fetch, 1)).toBe('visitor-2')
  })

  it('sends no auth header without a session', async () => {
    const fetch = stubFetch(() => json(200, { resultCode: 0, data: null }))
    await request('/v1/store/list')
    expect(sentAuth(fetch, 0)).toBeUndefined()
  })

  it('re-logs a visitor in silently and retries the call once with the new token', async () => {
    startVisitorSession('old-visitor')
    const fetch = stubFetch((url, init) => {
      if (url.startsWith('/v1/account/visitor')) return json(200, { resultCode: 0, data: { token: 'new-visitor', mode: 'tourist' } }, { auth: 'new-visitor' })
      return (init.headers as Record<string, string>).auth === 'new-visitor' ? json(200, { resultCode: 0, data: 'cart' }) : expired()
    })
    await expect(request('/v1/cart')).resolves.toBe('cart')
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/v1/cart', '/v1/account/visitor', '/v1/cart'])
    expect(currentSession()).toMatchObject({ token: 'new-visitor', mode: 'tourist' })
    expect(ui.showExpiredModal).not.toHaveBeenCalled()
  })

  it('shows one login-expired modal for a member whose calls all fail at once, and no toast-worthy errors', async () => {
    startMemberSession({ token: 'member', memberId: 7, hasPhone: true })
    const fetch = stubFetch(() => expired())
    const results = await Promise.allSettled(['/v1/member/info', '/v1/address/list', '/v1/member/mine', '/v1/member/agreement/status'].map((path) => request(path)))
    expect(results.every((result) => result.status === 'rejected')).toBe(true)
    for (const result of results) {
      const error = (result as PromiseRejectedResult).reason
      expect(error).toBeInstanceOf(ApiError)
      expect(isSilentError(error)).toBe(true)
    }
    expect(ui.showExpiredModal).toHaveBeenCalledTimes(1)
    expect(ui.showExpiredModal).toHaveBeenCalledWith('登錄失效，請點擊重新登錄')
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/v1/account/visitor'))).toBe(false)
  })

  it('leaves a 401 to the caller when asked (sign-in, logout)', async () => {
    startMemberSession({ token: 'member', memberId: 7, hasPhone: true })
    stubFetch(() => expired())
    const error = await request('/v1/member/logout', { method: 'POST', sessionFlow: false }).catch((caught: unknown) => caught)
    expect(isSilentError(error)).toBe(false)
    expect(ui.showExpiredModal).not.toHaveBeenCalled()
  })

  it('tells a frozen member once, in a modal', async () => {
    startMemberSession({ token: 'member', memberId: 7, hasPhone: true })
    stubFetch(() => json(403, { resultCode: 10050, resultMsg: '會員已凍結，請聯繫客服解凍', data: null }))
    const results = await Promise.allSettled([request('/v1/member/info'), request('/v1/address/list')])
    expect(results.map((result) => (result as PromiseRejectedResult).reason.code)).toEqual([10050, 10050])
    expect(ui.showFrozenModal).toHaveBeenCalledTimes(1)
    expect(ui.showFrozenModal).toHaveBeenCalledWith('會員已凍結，請聯繫客服解凍')
  })

  it('sends a picture as multipart, letting the browser set the boundary', async () => {
    const fetch = stubFetch(() => json(200, { resultCode: 0, data: { url: '/uploads/a.png' } }))
    const form = new FormData()
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png')
    await request('/v1/upload/singlefile', { method: 'POST', body: form })
    const init = fetch.mock.calls[0][1] as RequestInit
    expect(init.body).toBe(form)
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined()
  })
})
