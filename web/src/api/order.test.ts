import { afterEach, describe, expect, it, vi } from 'vitest'
import { confirmGroup } from './group'
import { confirmOrder, isSubmittable } from './order'

function respond(body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }))
}

const line = { id: 1, goods_id: 30004, name: '乾炒牛河', optionName: '', num: 1, price: '58', total_price: '58' }

describe('checkout confirm', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('Confirm_AnEmptyCartsCouponsBlock_ReadsAsNoCoupons', async () => {
    vi.stubGlobal('fetch', respond({ resultCode: 0, data: { lines: [], problems: [], payable: '0', coupons: {} } }))
    await expect(confirmOrder({ sid: 1, orderType: 2 })).resolves.toMatchObject({ coupons: undefined })
  })

  it('GroupConfirm_PostsTheSelection_AndKeepsARealCouponsBlock', async () => {
    const block = { selected: ['A'], autoSelected: false, usable: [], unusable: [], lines: [], clearedLineIds: [] }
    const fetch = respond({ resultCode: 0, data: { lines: [], problems: [], payable: '10', coupons: block } })
    vi.stubGlobal('fetch', fetch)
    await expect(confirmGroup({ uniqueId: 'g1', couponCodes: ['A'] })).resolves.toMatchObject({ coupons: block })
    expect(fetch.mock.calls[0][0]).toBe('/v1/spell/confirm')
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ uniqueId: 'g1', couponCodes: ['A'] })
  })

  it('Submit_NeedsGoods_NoBlockingProblem_AndTheServersYes', () => {
    expect(isSubmittable({ canSubmit: true, problems: [], lines: [line] })).toBe(true)
    expect(isSubmittable({ canSubmit: true, problems: [{ code: 'coupon_goods_cleared', message: '', blocking: false }], lines: [] })).toBe(false)
    expect(isSubmittable({ canSubmit: true, problems: [{ code: 'store_resting', message: '', blocking: true }], lines: [line] })).toBe(false)
    expect(isSubmittable({ canSubmit: false, problems: [], lines: [line] })).toBe(false)
    expect(isSubmittable(undefined)).toBe(false)
  })
})
