import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseLaunchParams } from '../app/launch'
import { createQueryClient } from '../app/queryClient'
import { simpleRegister } from './account'
import { useSubmitGroup } from './group'
import { useSubmitOrder } from './order'
import { attributeOrder, attributionFields, attributionStore, isPromotionTag, keepAttribution } from './promotion'
import { NO_SESSION, sessionStore, startMemberSession } from './session'

type Route = (init?: RequestInit) => Response | Promise<Response>

const envelope = (data: unknown, status = 200, resultCode = 0) =>
  new Response(JSON.stringify({ resultCode, resultMsg: resultCode ? '出錯了' : 'ok', data }), { status, headers: { 'Content-Type': 'application/json' } })

/** A fake server answering by path; every call is recorded with its parsed body. */
function serve(routes: Record<string, Route>) {
  const calls: Array<{ path: string; body: unknown }> = []
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).split('?')[0]
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    const route = routes[path]
    if (!route) return envelope(null, 404, 404)
    return route(init)
  })
  vi.stubGlobal('fetch', fetch)
  return calls
}

const signedIn = { token: 'm-token', userId: 5, memberId: 5, mode: 'member', isNew: true, hasPassword: false, hasPhone: true, member: { memberId: 5 } }
const submitted = { order_id: 'Q2611280001', serial: 'A001', sid: 1007, storeName: '港灣廚房', order_type: 2, status: 'waiting_payment', statusText: '', pickup_code: null, order_sn: 'Q2611280001' }

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
}

beforeEach(() => attributionStore.set({ qrPromoteId: null, channel: null }))
afterEach(() => {
  vi.unstubAllGlobals()
  sessionStore.set(NO_SESSION)
})

describe('promotion attribution', () => {
  it('Tags_AreOneTo64LettersDigitsDashUnderscoreOrDot', () => {
    expect(isPromotionTag('e2e-poster')).toBe(true)
    expect(isPromotionTag('MTR_Central.2026')).toBe(true)
    expect(isPromotionTag('a'.repeat(64))).toBe(true)
    expect(isPromotionTag('a'.repeat(65))).toBe(false)
    expect(isPromotionTag('')).toBe(false)
    expect(isPromotionTag('poster 1')).toBe(false)
    expect(isPromotionTag('<script>')).toBe(false)
    expect(isPromotionTag(42)).toBe(false)
  })

  it('TheLaunchAddress_PromotionAndChannel_AreKeptForTheVisitInSessionStorage', () => {
    keepAttribution(parseLaunchParams('?inviteCode=HK8F3K2Q&qrPromoteId=e2e-poster&chan_id=poster'))
    expect(attributionFields()).toEqual({ qrPromoteId: 'e2e-poster', channel: 'poster' })
    expect(JSON.parse(sessionStorage.getItem('qsr.promotion') ?? 'null')).toEqual({ qrPromoteId: 'e2e-poster', channel: 'poster' })
    expect(localStorage.getItem('qsr.promotion')).toBeNull()
  })

  it('ALaterLaunchWithoutAPromotion_KeepsIt_AnotherPromotionReplacesIt_AMalformedTagIsDropped', () => {
    keepAttribution(parseLaunchParams('?qrPromoteId=poster-a&channel=mtr'))
    keepAttribution(parseLaunchParams('?sid=1007'))
    expect(attributionFields()).toEqual({ qrPromoteId: 'poster-a', channel: 'mtr' })
    keepAttribution(parseLaunchParams('?qrPromoteId=poster-b'))
    expect(attributionFields()).toEqual({ qrPromoteId: 'poster-b' })
    keepAttribution(parseLaunchParams(`?qrPromoteId=${encodeURIComponent('bad tag!')}&chan_id=${'x'.repeat(70)}`))
    expect(attributionFields()).toEqual({ qrPromoteId: 'poster-b' })
  })

  it('SignUp_SendsTheKeptPromotionAndChannel_WithSimpleRegister', async () => {
    keepAttribution({ qrPromoteId: 'e2e-poster', channel: 'poster' })
    const calls = serve({ '/v1/account/simpleRegister': () => envelope(signedIn) })
    await simpleRegister({ areaCode: '852', phone: '91234567', code: '123456', agree: true, inviteCode: 'HK8F3K2Q' })
    expect(calls[0]).toEqual({
      path: '/v1/account/simpleRegister',
      body: { areaCode: '852', phone: '91234567', code: '123456', agree: true, inviteCode: 'HK8F3K2Q', qrPromoteId: 'e2e-poster', channel: 'poster' },
    })
  })

  it('SignUp_WithoutAPromotion_SendsNoAttributionFields', async () => {
    const calls = serve({ '/v1/account/simpleRegister': () => envelope(signedIn) })
    await simpleRegister({ areaCode: '852', phone: '91234567', code: '123456', agree: true })
    expect(calls[0].body).not.toHaveProperty('qrPromoteId')
    expect(calls[0].body).not.toHaveProperty('channel')
  })

  it('ASubmittedOrder_IsAttributedToTheKeptPromotion_AfterTheSubmit', async () => {
    startMemberSession({ token: 'm-token', memberId: 5, hasPhone: true })
    keepAttribution({ qrPromoteId: 'e2e-poster', channel: 'poster' })
    const calls = serve({ '/v1/order/submit': () => envelope(submitted), '/v1/promote/qr/id': () => envelope({ orderNo: submitted.order_id }) })
    const { result } = renderHook(() => useSubmitOrder(), { wrapper })
    await act(async () => {
      await result.current.mutateAsync({ input: { sid: 1007, orderType: 2, areaCode: '852', phone: '91234567' }, idempotencyKey: 'k1' })
    })
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/v1/order/submit', '/v1/promote/qr/id']))
    expect(calls[1].body).toEqual({ orderNo: 'Q2611280001', qrPromoteId: 'e2e-poster', channel: 'poster' })
  })

  it('AFailedAttribution_NeverDisturbsTheOrder_ARefusalOrANetworkFailureIsSwallowed', async () => {
    startMemberSession({ token: 'm-token', memberId: 5, hasPhone: true })
    keepAttribution({ qrPromoteId: 'e2e-poster', channel: null })
    const calls = serve({ '/v1/order/submit': () => envelope(submitted), '/v1/promote/qr/id': () => envelope(null, 500, 500) })
    const { result } = renderHook(() => useSubmitOrder(), { wrapper })
    let order: unknown
    await act(async () => {
      order = await result.current.mutateAsync({ input: { sid: 1007, orderType: 2, areaCode: '852', phone: '91234567' }, idempotencyKey: 'k2' })
    })
    expect(order).toMatchObject({ order_id: 'Q2611280001' })
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1].body).toEqual({ orderNo: 'Q2611280001', qrPromoteId: 'e2e-poster' })
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))))
    await expect(attributeOrder('Q2611280001')).resolves.toBeUndefined()
  })

  it('WithoutAPromotion_NothingIsSentAfterASubmit', async () => {
    startMemberSession({ token: 'm-token', memberId: 5, hasPhone: true })
    const calls = serve({ '/v1/order/submit': () => envelope(submitted) })
    const { result } = renderHook(() => useSubmitOrder(), { wrapper })
    await act(async () => {
      await result.current.mutateAsync({ input: { sid: 1007, orderType: 2, areaCode: '852', phone: '91234567' }, idempotencyKey: 'k3' })
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls.map((call) => call.path)).toEqual(['/v1/order/submit'])
  })

  it('AGroupOrderSubmitted_IsAttributedToo', async () => {
    startMemberSession({ token: 'm-token', memberId: 5, hasPhone: true })
    keepAttribution({ qrPromoteId: 'e2e-poster', channel: 'poster' })
    const calls = serve({ '/v1/spell/submit': () => envelope(submitted), '/v1/promote/qr/id': () => envelope({ orderNo: submitted.order_id }) })
    const { result } = renderHook(() => useSubmitGroup(), { wrapper })
    await act(async () => {
      await result.current.mutateAsync({ input: { uniqueId: 'G1', areaCode: '852', phone: '91234567' }, idempotencyKey: 'k4' })
    })
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/v1/spell/submit', '/v1/promote/qr/id']))
    expect(calls[1].body).toEqual({ orderNo: 'Q2611280001', qrPromoteId: 'e2e-poster', channel: 'poster' })
  })
})
