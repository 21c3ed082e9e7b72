import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, CHANNEL, RELEASE_VERSION, request } from './client'

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

afterEach(() => vi.unstubAllGlobals())

describe('request', () => {
  it('sends the common headers and unwraps data', async () => {
    const fetch = respond(200, { resultCode: 0, resultMsg: '成功', data: { list: [1], total: 1 } })
    vi.stubGlobal('fetch', fetch)
    await expect(request('/v1/store/list', { query: { lat: 22.28, keyword: '', cityCode: undefined }, lang: 'en' })).resolves.toEqual({ list: [1], total: 1 })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/v1/store/list?lat=22.28')
    const headers = init?.headers as Record<string, string>
    expect(headers['Accept-Language']).toBe('en')
    expect(headers.channel).toBe(CHANNEL)
    expect(headers.releaseVersion).toBe(RELEASE_VERSION)
    expect(headers['X-Trace-Id']).toMatch(/^[0-9a-f]{16,}$/)
  })

  it('throws ApiError with code and message for a business code', async () => {
    vi.stubGlobal('fetch', respond(200, { resultCode: 20001, resultMsg: '附近門店無法配送到該地址', data: { suggestPickup: true } }))
    const error = await request('/v1/store/match/address').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 20001, message: '附近門店無法配送到該地址', httpStatus: 200, data: { suggestPickup: true } })
  })

  it('uses resultMsg of a non-200 answer, or the localized busy message', async () => {
    vi.stubGlobal('fetch', respond(404, { resultCode: 404, resultMsg: '找不到門店', data: null }))
    await expect(request('/v1/store/info', { lang: 'zh-HK' })).rejects.toMatchObject({ code: 404, message: '找不到門店', httpStatus: 404 })
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })))
    await expect(request('/v1/store/info', { lang: 'en' })).rejects.toMatchObject({ httpStatus: 502, message: 'Too many visitors right now, please try again later' })
    await expect(request('/v1/store/info', { lang: 'zh-CN' })).rejects.toMatchObject({ message: '访问人数过多，请稍后尝试' })
  })

  it('turns a network failure into a localized ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(request('/v1/config/global', { lang: 'zh-HK' })).rejects.toMatchObject({ code: -1, message: '當前網絡繁忙，請稍後再試。' })
  })

  it('times out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    )
    await expect(request('/v1/config/global', { lang: 'en', timeoutMs: 20 })).rejects.toMatchObject({ code: -2 })
  })
})
