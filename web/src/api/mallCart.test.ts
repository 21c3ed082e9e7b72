import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchMallCart, setMallCartLine } from './mallCart'

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

afterEach(() => vi.unstubAllGlobals())

describe('points mall cart API', () => {
  it('Cart_IsRead_WithItsTotalsAndTheBalance', async () => {
    const fetch = respond(200, { resultCode: 0, data: { lines: [], points: 0, cash: 0, balance: 1234 } })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchMallCart('zh-HK')).resolves.toMatchObject({ balance: 1234 })
    expect(fetch.mock.calls[0][0]).toBe('/v1/mall/cart')
  })

  it('SettingALine_PostsTheItemAndItsQuantity_ZeroRemovesIt', async () => {
    const fetch = respond(200, { resultCode: 0, data: { lines: [], points: 0, cash: 0, balance: 1234 } })
    vi.stubGlobal('fetch', fetch)
    await setMallCartLine({ itemId: 7, quantity: 0 })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/v1/mall/cart')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ itemId: 7, quantity: 0 })
  })

  it('SettingAPackage_IsRefusedWithTheServersWords', async () => {
    vi.stubGlobal('fetch', respond(400, { resultCode: 36007, resultMsg: '優惠券包須單獨兌換', data: null }))
    await expect(setMallCartLine({ itemId: 9, quantity: 1 })).rejects.toMatchObject({ code: 36007, message: '優惠券包須單獨兌換' })
  })
})
