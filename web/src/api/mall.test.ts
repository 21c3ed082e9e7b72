import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './client'
import { cancelMallOrder, fetchMallIndex, fetchMallItem, fetchMallOrder, fetchMallOrders, isMallNotFound, submitMallOrder } from './mall'

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

const headersOf = (init?: RequestInit) => init?.headers as Record<string, string>

const item = { id: 7, categoryId: 1, title: '港式奶茶券', subtitle: '任何分店適用', image: '/uploads/mall/7.png', points: 300, stock: 12, perMemberLimit: 2, soldOut: false }

const order = {
  order_no: 'M2611280001',
  itemId: 7,
  title: '港式奶茶券',
  image: '/uploads/mall/7.png',
  quantity: 1,
  points: 300,
  status: 'waiting_pickup',
  sid: 1001,
  storeName: '中環皇后大道中店',
  pickupCode: '482913',
  createdAt: 1764300000000,
  finishedAt: null,
  cancelledAt: null,
}

afterEach(() => vi.unstubAllGlobals())

describe('points mall API', () => {
  it('Index_AsksInThePagesLanguage_AndReadsTheShelf', async () => {
    const fetch = respond(200, { resultCode: 0, data: { balance: 1234, categories: [{ id: 1, name: 'Drinks' }], items: [item] } })
    vi.stubGlobal('fetch', fetch)
    const shelf = await fetchMallIndex('en')
    expect(fetch.mock.calls[0][0]).toBe('/v1/mall/index')
    expect(headersOf(fetch.mock.calls[0][1])['Accept-Language']).toBe('en')
    expect(shelf.balance).toBe(1234)
    expect(shelf.items[0]).toMatchObject({ id: 7, points: 300 })
  })

  it('ItemDetail_IsReadById', async () => {
    const fetch = respond(200, { resultCode: 0, data: { ...item, detail: 'Line 1\nLine 2', bought: 1, balance: null } })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchMallItem(7, 'zh-CN')).resolves.toMatchObject({ bought: 1, balance: null })
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

  it('Submit_PostsTheExchange_WithItsIdempotencyKey', async () => {
    const fetch = respond(200, { resultCode: 0, data: order })
    vi.stubGlobal('fetch', fetch)
    await expect(submitMallOrder({ itemId: 7, quantity: 1, sid: 1001 }, 'key-1')).resolves.toMatchObject({ order_no: 'M2611280001', pickupCode: '482913' })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/v1/trade/point/order/submit')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ itemId: 7, quantity: 1, sid: 1001 })
    expect(headersOf(init)['Idempotency-Key']).toBe('key-1')
  })

  it('Submit_Refused_KeepsTheServersMessage', async () => {
    vi.stubGlobal('fetch', respond(400, { resultCode: 36001, resultMsg: '積分不足', data: null }))
    await expect(submitMallOrder({ itemId: 7, quantity: 5, sid: 1001 }, 'k')).rejects.toMatchObject({ code: 36001, message: '積分不足', httpStatus: 400 })
  })

  it('Orders_AreAskedAPageAtATime', async () => {
    const fetch = respond(200, { resultCode: 0, data: { list: [order], total: 21 } })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchMallOrders(2, 'zh-HK')).resolves.toMatchObject({ total: 21 })
    expect(fetch.mock.calls[0][0]).toBe('/v1/trade/point/order/list?pageNum=2&pageSize=20')
  })

  it('OrderDetail_AndCancel_NameTheOrderByItsNumber', async () => {
    const fetch = respond(200, { resultCode: 0, data: order })
    vi.stubGlobal('fetch', fetch)
    await fetchMallOrder('M2611280001', 'zh-HK')
    expect(fetch.mock.calls[0][0]).toBe('/v1/trade/point/order/detail?order_no=M2611280001')
    await cancelMallOrder('M2611280001')
    expect(fetch.mock.calls[1][0]).toBe('/v1/trade/point/order/cancel')
    expect(fetch.mock.calls[1][1]?.method).toBe('POST')
    expect(JSON.parse(String(fetch.mock.calls[1][1]?.body))).toEqual({ order_no: 'M2611280001' })
  })
})
