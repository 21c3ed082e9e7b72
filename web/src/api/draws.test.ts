import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './client'
import { fetchDrawActivities, fetchDrawActivity, fetchDrawRecords, fetchOrderDraw, fetchPrize, fetchPrizes, isDrawNotFound, setPrizeAddress, submitDraw } from './draws'

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

const headersOf = (init?: RequestInit) => init?.headers as Record<string, string>

const activity = { id: 3, kind: 'wheel', title: '幸運大轉盤', image: '', costPoints: 20, dailyLimit: 3, totalLimit: 0, multiCount: 0, perOrder: false, startsAt: 1764300000000, endsAt: 1795836000000, state: 'live' }
const record = {
  recordNo: 'R1',
  drawNo: 'D1',
  activityId: 3,
  activityTitle: '幸運大轉盤',
  prizeId: 1,
  kind: 'coupon',
  prizeName: '免費港式奶茶',
  prizeImage: '',
  points: 0,
  couponCode: 'C123',
  status: 'won',
  address: null,
  orderNo: null,
  createdAt: 1764300000000,
  shippedAt: null,
}

afterEach(() => vi.unstubAllGlobals())

describe('lucky draw API', () => {
  it('List_AndDetail_AskInThePagesLanguage', async () => {
    const fetch = respond(200, { resultCode: 0, data: { list: [activity] } })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchDrawActivities('en')).resolves.toMatchObject({ list: [{ id: 3 }] })
    expect(fetch.mock.calls[0][0]).toBe('/v1/activity/list')
    expect(headersOf(fetch.mock.calls[0][1])['Accept-Language']).toBe('en')
    await fetchDrawActivity(3, 'zh-CN')
    expect(fetch.mock.calls[1][0]).toBe('/v1/activity/detail?id=3')
    expect(headersOf(fetch.mock.calls[1][1])['Accept-Language']).toBe('zh-CN')
  })

  it('Detail_TakenDown_Is404', async () => {
    vi.stubGlobal('fetch', respond(404, { resultCode: 404, resultMsg: '找不到此活動', data: null }))
    const error = await fetchDrawActivity(3, 'zh-HK').catch((caught: unknown) => caught)
    expect(isDrawNotFound(error)).toBe(true)
    expect(isDrawNotFound(new ApiError(37004, '獎品已抽完', 409))).toBe(false)
  })

  it('Draw_PostsTheActivityTimesAndOrder_WithItsIdempotencyKey', async () => {
    const fetch = respond(200, { resultCode: 0, data: { drawNo: 'D1', activityId: 3, times: 1, points: 20, results: [record], chances: { todayLeft: 2, totalLeft: null, balance: 80 } } })
    vi.stubGlobal('fetch', fetch)
    await expect(submitDraw({ id: 3, times: 1, orderNo: 'Q1' }, 'key-1')).resolves.toMatchObject({ results: [{ couponCode: 'C123' }] })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/v1/activity/draw')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ id: 3, times: 1, orderNo: 'Q1' })
    expect(headersOf(init)['Idempotency-Key']).toBe('key-1')
  })

  it('Draw_Refused_KeepsTheServersCodeAndMessage', async () => {
    vi.stubGlobal('fetch', respond(400, { resultCode: 37001, resultMsg: '預覽模式不可以抽獎', data: null }))
    await expect(submitDraw({ id: 3, times: 1 }, 'k')).rejects.toMatchObject({ code: 37001, message: '預覽模式不可以抽獎', httpStatus: 400 })
  })

  it('Records_AndPrizes_AreAskedAPageAtATime_RecordsOfOneActivityWhenNamed', async () => {
    const fetch = respond(200, { resultCode: 0, data: { list: [record], total: 21 } })
    vi.stubGlobal('fetch', fetch)
    await fetchDrawRecords(2, null, 'zh-HK')
    expect(fetch.mock.calls[0][0]).toBe('/v1/activity/records?pageNum=2&pageSize=20')
    await fetchDrawRecords(1, 3, 'zh-HK')
    expect(fetch.mock.calls[1][0]).toBe('/v1/activity/records?activityId=3&pageNum=1&pageSize=20')
    await fetchPrizes(1, 'zh-HK')
    expect(fetch.mock.calls[2][0]).toBe('/v1/activity/prizes?pageNum=1&pageSize=20')
  })

  it('OrderDraw_PrizeDetail_AndAddress_NameTheirRecordsByNumber', async () => {
    const fetch = respond(200, { resultCode: 0, data: record })
    vi.stubGlobal('fetch', fetch)
    await fetchOrderDraw('Q2611280001', 'zh-HK')
    expect(fetch.mock.calls[0][0]).toBe('/v1/activity/available/draw?orderNo=Q2611280001')
    await fetchPrize('R1', 'zh-HK')
    expect(fetch.mock.calls[1][0]).toBe('/v1/activity/prize/detail?recordNo=R1')
    await setPrizeAddress('R1', 9)
    expect(fetch.mock.calls[2][0]).toBe('/v1/activity/prize/address')
    expect(fetch.mock.calls[2][1]?.method).toBe('POST')
    expect(JSON.parse(String(fetch.mock.calls[2][1]?.body))).toEqual({ recordNo: 'R1', addressId: 9 })
  })
})
