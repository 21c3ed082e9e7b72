import { afterEach, describe, expect, it, vi } from 'vitest'
import { mallOrder } from '../test/mallFixtures'
import { cancelMallOrder, fetchMallOrder, fetchMallOrders, fetchMallPayResult, payMallOrder, receiveMallOrder, submitMallOrder } from './mallOrders'

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

const headersOf = (init?: RequestInit) => init?.headers as Record<string, string>
const order = mallOrder()

afterEach(() => vi.unstubAllGlobals())

describe('points mall exchanges API', () => {
  it('Submit_OneItemForPickup_PostsItWithItsIdempotencyKey', async () => {
    const fetch = respond(200, { resultCode: 0, data: order })
    vi.stubGlobal('fetch', fetch)
    await expect(submitMallOrder({ itemId: 7, quantity: 1, fulfilment: 'pickup', sid: 1001 }, 'key-1')).resolves.toMatchObject({ order_no: 'M2611280001', pickupCode: '482913' })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/v1/trade/point/order/submit')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ itemId: 7, quantity: 1, fulfilment: 'pickup', sid: 1001 })
    expect(headersOf(init)['Idempotency-Key']).toBe('key-1')
  })

  it('Submit_TheCartsLinesForDelivery_NamesTheAddress', async () => {
    const fetch = respond(200, { resultCode: 0, data: { ...order, status: 'pending_payment' } })
    vi.stubGlobal('fetch', fetch)
    await submitMallOrder({ lineIds: [7, 8], fromCart: true, fulfilment: 'delivery', addressId: 5 }, 'key-2')
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ lineIds: [7, 8], fromCart: true, fulfilment: 'delivery', addressId: 5 })
  })

  it('Submit_Refused_KeepsTheServersMessage', async () => {
    vi.stubGlobal('fetch', respond(400, { resultCode: 36001, resultMsg: '積分不足', data: null }))
    await expect(submitMallOrder({ itemId: 7, quantity: 5, fulfilment: 'pickup', sid: 1001 }, 'k')).rejects.toMatchObject({ code: 36001, message: '積分不足', httpStatus: 400 })
  })

  it('Pay_PostsTheOrderAndWhereToComeBack_WithAKey', async () => {
    const fetch = respond(200, { resultCode: 0, data: { orderNo: 'ML1', payUrl: '/sandbox/pay/ML1' } })
    vi.stubGlobal('fetch', fetch)
    await expect(payMallOrder('M1', '/integralMall/pages/integralPay/index?order_no=M1', 'pay-1')).resolves.toEqual({ orderNo: 'ML1', payUrl: '/sandbox/pay/ML1' })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/v1/trade/point/order/pay')
    expect(JSON.parse(String(init?.body))).toEqual({ order_no: 'M1', success_url: '/integralMall/pages/integralPay/index?order_no=M1' })
    expect(headersOf(init)['Idempotency-Key']).toBe('pay-1')
  })

  it('PayResult_IsAskedByTheMallOrdersNumberInThePath', async () => {
    const fetch = respond(200, { resultCode: 0, data: { paid: true, order } })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchMallPayResult('M2611280001', 'zh-HK')).resolves.toMatchObject({ paid: true })
    expect(fetch.mock.calls[0][0]).toBe('/v1/trade/point/order/pay/result/M2611280001')
  })

  it('Orders_AreAskedAPageAtATime_OfOneStatusOrAll', async () => {
    const fetch = respond(200, { resultCode: 0, data: { list: [order], total: 21 } })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchMallOrders(2, null, 'zh-HK')).resolves.toMatchObject({ total: 21 })
    expect(fetch.mock.calls[0][0]).toBe('/v1/trade/point/order/list?pageNum=2&pageSize=20')
    await fetchMallOrders(1, 'shipped', 'zh-HK')
    expect(fetch.mock.calls[1][0]).toBe('/v1/trade/point/order/list?pageNum=1&pageSize=20&status=shipped')
  })

  it('OrderDetail_Cancel_AndReceive_NameTheOrderByItsNumber', async () => {
    const fetch = respond(200, { resultCode: 0, data: order })
    vi.stubGlobal('fetch', fetch)
    await fetchMallOrder('M2611280001', 'zh-HK')
    expect(fetch.mock.calls[0][0]).toBe('/v1/trade/point/order/detail?order_no=M2611280001')
    await cancelMallOrder('M2611280001')
    expect(fetch.mock.calls[1][0]).toBe('/v1/trade/point/order/cancel')
    expect(JSON.parse(String(fetch.mock.calls[1][1]?.body))).toEqual({ order_no: 'M2611280001' })
    await receiveMallOrder('M2611280001')
    expect(fetch.mock.calls[2][0]).toBe('/v1/trade/point/order/receive')
    expect(fetch.mock.calls[2][1]?.method).toBe('POST')
  })
})
