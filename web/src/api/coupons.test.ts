import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './client'
import { claimCampaign, COUPON_ERROR, fetchCouponGoods, fetchCouponPage, fetchGift, giveCoupon, mayTakeGoods, redeemCode, revokeGift } from './coupons'

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

const coupon = {
  couponCode: 'C7Q2M9XK',
  couponTemplateId: 3,
  couponName: '滿$50減$10',
  couponCategory: 10,
  categoryText: '滿減券',
  couponValue: '10',
  amount: '50',
  thresholdType: 1,
  couponStatus: 10,
  statusText: '待使用',
  effectiveTime: 1795000000000,
  invalidTime: 1797600000000,
  dueSoon: false,
  notYetEffective: false,
  ruleText: '滿$50可用，每單限用1張',
  source: 'claim',
  orderId: null,
  giftable: true,
  image: '/media/coupons/10.svg',
}

afterEach(() => vi.unstubAllGlobals())

describe('coupon API (docs/API.md "Coupons (issue 5)")', () => {
  it('MyCoupons_AsksOneTabAPageAtATime_AndReadsTheCounts', async () => {
    const fetch = respond(200, { resultCode: 0, data: { list: [coupon], total: 11, counts: { usable: 11, dueSoon: 2, gifting: 1 } } })
    vi.stubGlobal('fetch', fetch)
    const page = await fetchCouponPage('history', 2, 'en')
    expect(String(fetch.mock.calls[0][0])).toBe('/v1/member/coupon/page?tab=history&pageNum=2&pageSize=10')
    expect(page.counts).toEqual({ usable: 11, dueSoon: 2, gifting: 1 })
    expect(page.list[0].couponCode).toBe('C7Q2M9XK')
  })

  it('Claim_PostsTheCampaignId_AsJson_WithItsIdempotencyKey', async () => {
    const fetch = respond(200, { resultCode: 0, data: coupon })
    vi.stubGlobal('fetch', fetch)
    await claimCampaign(7, 'key-1')
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/v1/coupon/receiveCoupon')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ campaignId: 7 })
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1')
  })

  it('Claim_FullyClaimed_IsApiError35001WithTheServersMessage', async () => {
    vi.stubGlobal('fetch', respond(200, { resultCode: 35001, resultMsg: '已領完', data: null }))
    await expect(claimCampaign(7, 'k')).rejects.toMatchObject({ code: COUPON_ERROR.fullyClaimed, message: '已領完' })
  })

  it('RedeemCode_InvalidCode_KeepsTheServersText', async () => {
    vi.stubGlobal('fetch', respond(200, { resultCode: 35010, resultMsg: '兑换码无效~', data: null }))
    const error = await redeemCode('NOPE', 'k').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 35010, message: '兑换码无效~' })
  })

  it('Give_AnswersTheLinkAndExpiry_Revoke_PostsTheCode', async () => {
    const fetch = respond(200, { resultCode: 0, data: { giftToken: 'tok', url: 'http://x/member/pages/voucher/voucherDonate/index?token=tok', expiresAt: 1, coupon } })
    vi.stubGlobal('fetch', fetch)
    await expect(giveCoupon('C7Q2M9XK')).resolves.toMatchObject({ giftToken: 'tok', expiresAt: 1 })
    await revokeGift('C7Q2M9XK')
    expect(fetch.mock.calls[1][0]).toBe('/v1/coupon/revokeGive')
    expect(JSON.parse(String(fetch.mock.calls[1][1]?.body))).toEqual({ couponCode: 'C7Q2M9XK' })
  })

  it('Gift_IsReadByToken', async () => {
    const fetch = respond(200, { resultCode: 0, data: { coupon, giverNickname: '阿明', status: 'pending', expiresAt: 1, isMine: false } })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchGift('a b', 'zh-HK')).resolves.toMatchObject({ status: 'pending', giverNickname: '阿明' })
    expect(fetch.mock.calls[0][0]).toBe('/v1/coupon/queryGiveCoupon?token=a+b')
  })

  it('CouponGoods_AsksByCodeAndStore_AndReadsTheModeAndUnits', async () => {
    const fetch = respond(200, { resultCode: 0, data: { mode: 'gift', units: 1, list: [{ goods_id: 70001, cid: 70, name: '蛋撻', image: '', price: '12' }] } })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchCouponGoods('CG1', 1007, 'zh-HK')).resolves.toMatchObject({ mode: 'gift', units: 1 })
    expect(fetch.mock.calls[0][0]).toBe('/v1/coupon/goods?couponCode=CG1&sid=1007')
  })

  it('OnlyGiftExchangeConvertAndGiftActivityCoupons_MayTakeGoods', () => {
    expect([10, 20, 30, 50, 60, 70, 80, 90, 100, 110].filter(mayTakeGoods)).toEqual([30, 80, 90, 110])
  })
})
