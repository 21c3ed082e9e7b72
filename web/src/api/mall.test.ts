import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './client'
import { cashOf, fetchMallIndex, fetchMallItem, isMallNotFound } from './mall'

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

const headersOf = (init?: RequestInit) => init?.headers as Record<string, string>

const item = { id: 7, categoryId: 1, kind: 'goods', title: '港式奶茶券', subtitle: '任何分店適用', image: '/uploads/mall/7.png', points: 300, cash: 10, fulfilment: 'both', stock: 12, perStore: false, perMemberLimit: 2, soldOut: false }

afterEach(() => vi.unstubAllGlobals())

describe('points mall shelf API', () => {
  it('Index_AsksInThePagesLanguage_AndReadsTheShelf', async () => {
    const fetch = respond(200, { resultCode: 0, data: { balance: 1234, categories: [{ id: 1, name: 'Drinks' }], items: [item] } })
    vi.stubGlobal('fetch', fetch)
    const shelf = await fetchMallIndex('en')
    expect(fetch.mock.calls[0][0]).toBe('/v1/mall/index')
    expect(headersOf(fetch.mock.calls[0][1])['Accept-Language']).toBe('en')
    expect(shelf.balance).toBe(1234)
    expect(shelf.items[0]).toMatchObject({ id: 7, points: 300, fulfilment: 'both' })
  })

  it('ItemDetail_IsReadById_WithAPackagesCouponsAndTheStoresStock', async () => {
    const detail = { ...item, kind: 'coupons', fulfilment: 'none', detail: 'Line 1', coupons: [{ templateId: 3, name: '奶茶券', count: 2 }], stores: [], bought: 1, balance: null }
    const fetch = respond(200, { resultCode: 0, data: detail })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchMallItem(7, 'zh-CN')).resolves.toMatchObject({ bought: 1, balance: null, coupons: [{ name: '奶茶券', count: 2 }] })
    expect(fetch.mock.calls[0][0]).toBe('/v1/mall/goods/detail?id=7')
    expect(headersOf(fetch.mock.calls[0][1])['Accept-Language']).toBe('zh-CN')
  })

  it('ItemDetail_OffSale_Is404', async () => {
    vi.stubGlobal('fetch', respond(404, { resultCode: 404, resultMsg: '找不到此禮品', data: null }))
    const error = await fetchMallItem(7, 'zh-HK').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(isMallNotFound(error)).toBe(true)
    expect(isMallNotFound(new ApiError(36002, '已換完', 409))).toBe(false)
  })

  it('CashPart_InDollarsAsANumberOrAString_IsReadAsCents_NoneIsZero', () => {
    expect(cashOf({ cash: 10 })).toBe(1000)
    expect(cashOf({ cash: '10.5' })).toBe(1050)
    expect(cashOf({ cash: 0 })).toBe(0)
    expect(cashOf({})).toBe(0)
  })
})
