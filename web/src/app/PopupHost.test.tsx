import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type RequestOptions } from '../api/client'
import { nextPopup, popupSeenKey, popupTarget, type Popup } from '../api/popups'
import { NO_SESSION, sessionStore, startMemberSession } from '../api/session'
import { setLanguage } from '../i18n'
import { EVENTS_ASKED_KEY, PopupHost } from './PopupHost'
import { createQueryClient } from './queryClient'

// The server's side: the popups due, what was recorded, which events were asked.
let popups: Popup[]
let failList = false
const recorded = vi.fn()
const events = vi.fn()
vi.mock('../api/client', async (original) => {
  const actual = await original<typeof import('../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/eventPopup/list/general') {
      if (failList) throw new ApiError(503, '系統繁忙', 429)
      return { list: popups }
    }
    if (path === '/v1/eventPopup/record') {
      recorded((options?.body as { id: number }).id)
      throw new ApiError(500, 'boom', 500)  // swallowed
    }
    if (path === '/v1/eventPopup/event') {
      events((options?.body as { eventCode: string }).eventCode)
      return { popup: null }
    }
    return actual.request(path, options)
  }
  return { ...actual, request }
})

const popup = (id: number, extra: Partial<Popup> = {}): Popup => ({
  id,
  popType: 'general',
  title: `popup ${id}`,
  currentImage: '/media/a.svg',
  linkType: -1,
  customLink: '',
  priority: 50,
  periodKey: 'once',
  coupon: [],
  couponCodes: [],
  ...extra,
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

function renderHost() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/pages/index/index']}>
        <PopupHost active />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('PopupHost', () => {
  beforeEach(async () => {
    await setLanguage('en')
    sessionStorage.clear()
    localStorage.removeItem(EVENTS_ASKED_KEY)
    popups = [popup(2, { priority: 999 }), popup(1, { linkType: 1, customLink: '/pages/customPage/index?slug=mall-autumn' })]
    failList = false
    recorded.mockClear()
    events.mockClear()
  })
  afterEach(() => sessionStore.set(NO_SESSION))

  it('Member_SeesPopupsInOrder_RecordsEach_AsksTheEventsOnce_FollowsTheLink', async () => {
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
    renderHost()
    expect(await screen.findByRole('dialog', { name: 'popup 2' })).toBeInTheDocument()
    await waitFor(() => expect(events.mock.calls.map((c) => c[0]).sort()).toEqual(['birthday', 'member_return', 'register']))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(recorded).toHaveBeenCalledWith(2)
    expect(await screen.findByRole('dialog', { name: 'popup 1' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'popup 1' }))
    expect(recorded).toHaveBeenCalledWith(1)
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pages/customPage/index?slug=mall-autumn'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('SignInEvents_AskedOnceAHongKongDayPerDevice_NotAgainOnTheNextAppStart', async () => {
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
    const first = renderHost()
    await waitFor(() => expect(events).toHaveBeenCalledTimes(3))
    first.unmount()
    renderHost()
    await screen.findByRole('dialog', { name: 'popup 2' })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(events).toHaveBeenCalledTimes(3)
    // Another day (or another member) asks again.
    localStorage.setItem(EVENTS_ASKED_KEY, JSON.stringify({ 1: '2020-01-01' }))
    renderHost()
    await waitFor(() => expect(events).toHaveBeenCalledTimes(6))
  })

  it('Visitor_ClosedPopupStaysClosed_NothingRecorded_AFailedListShowsNothing', async () => {
    popups = [popup(2)]
    const first = renderHost()
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }))
    expect(recorded).not.toHaveBeenCalled()
    expect(events).not.toHaveBeenCalled()
    first.unmount()
    renderHost()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    failList = true
    sessionStorage.clear()
    renderHost()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('popup rules', () => {
  it('shows the first popup not closed in its period', () => {
    const list = [popup(3, { priority: 999 }), popup(1)]
    expect(nextPopup(list, new Set())?.id).toBe(3)
    expect(nextPopup(list, new Set([popupSeenKey(list[0])]))?.id).toBe(1)
    expect(nextPopup(list, new Set(['3:once', '1:once']))).toBeNull()
    expect(nextPopup([popup(3, { periodKey: '2026-11-24' })], new Set(['3:2026-11-23']))?.id).toBe(3)
  })

  it('links only to our pages or https', () => {
    expect(popupTarget(popup(1))).toBeNull()
    expect(popupTarget(popup(1, { linkType: 1, customLink: '/pages/customPage/index?slug=mall-autumn' }))).toEqual({
      inApp: '/pages/customPage/index?slug=mall-autumn',
    })
    expect(popupTarget(popup(1, { linkType: 1, customLink: 'https://example.com' }))).toEqual({ outside: 'https://example.com' })
    expect(popupTarget(popup(1, { linkType: 1, customLink: '//evil.example' }))).toBeNull()
    expect(popupTarget(popup(1, { linkType: 1, customLink: 'javascript:alert(1)' }))).toBeNull()
  })
})
