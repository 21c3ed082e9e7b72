import { afterEach, describe, expect, it, vi } from 'vitest'
import { wish } from '../test/wishFixtures'
import { exchangeWish, fetchWish, fetchWishes, WISH_ERROR } from './wishes'

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

const headersOf = (init?: RequestInit) => init?.headers as Record<string, string>

afterEach(() => vi.unstubAllGlobals())

describe('collect-wishes API', () => {
  it('List_AsksInThePagesLanguage', async () => {
    const fetch = respond(200, { resultCode: 0, data: { list: [wish()] } })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchWishes('en')).resolves.toMatchObject({ list: [{ id: 1, complete: false }] })
    expect(fetch.mock.calls[0][0]).toBe('/v1/taskCenter/collect-item/list')
    expect(headersOf(fetch.mock.calls[0][1])['Accept-Language']).toBe('en')
  })

  it('Detail_NamesTheCampaignInTheQuery', async () => {
    const fetch = respond(200, { resultCode: 0, data: { ...wish(), rules: '規則' } })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchWish(7, 'zh-HK')).resolves.toMatchObject({ rules: '規則' })
    expect(fetch.mock.calls[0][0]).toBe('/v1/taskCenter/collect-item/detail?id=7')
  })

  it('Exchange_PostsTheCampaignId_WithItsIdempotencyKey', async () => {
    const fetch = respond(200, { resultCode: 0, data: { campaignId: 1, rewardKind: 'points', points: 200, couponCode: null, createdAt: 1 } })
    vi.stubGlobal('fetch', fetch)
    await expect(exchangeWish(1, 'key-1')).resolves.toMatchObject({ points: 200 })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/v1/taskCenter/collect-item/exchange')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ id: 1 })
    expect(headersOf(init)['Idempotency-Key']).toBe('key-1')
  })

  it('Exchange_Refused_KeepsTheServersCode', async () => {
    vi.stubGlobal('fetch', respond(400, { resultCode: WISH_ERROR.setIncomplete, resultMsg: '未集齊全套卡片', data: null }))
    await expect(exchangeWish(1, 'key-2')).rejects.toMatchObject({ code: 39001, httpStatus: 400 })
  })
})
