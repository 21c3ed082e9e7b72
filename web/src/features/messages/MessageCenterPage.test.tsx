import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type RequestOptions } from '../../api/client'
import type { Message, MessagePreference } from '../../api/messages'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import MessageCenterPage from './MessageCenterPage'

// The server's side: the messages, the preferences, and what was marked read.
let messages: Message[]
let prefs: MessagePreference[]
let failList = false
const read = vi.fn()
const sync = vi.fn()
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/message/list') {
      if (failList) throw new ApiError(503, '系統繁忙', 429)
      const category = options?.query?.category
      const list = messages.filter((m) => !category || m.category === category)
      return { list, total: list.length }
    }
    if (path === '/v1/notifyMessage/findByUnread') return { count: messages.filter((m) => !m.read).length, message: null }
    if (path === '/v1/notifyMessage/read') {
      const ids = (options?.body as { notifyMessageIds: number[] }).notifyMessageIds
      read(ids)
      messages = messages.map((m) => (ids.includes(m.id) ? { ...m, read: true } : m))
      return { read: ids.length, unread: 0 }
    }
    if (path === '/v1/notifyMessage/read/sync') {
      sync(options?.body)
      messages = messages.map((m) => ({ ...m, read: true }))
      return { read: 1, unread: 0 }
    }
    if (path === '/v1/message/notify') {
      if (options?.method === 'POST') {
        const { category, enabled } = options.body as MessagePreference
        prefs = prefs.map((p) => (p.category === category ? { ...p, enabled } : p))
      }
      return { list: prefs }
    }
    return actual.request(path, options)
  }
  return { ...actual, request }
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

const PAGE_URL = '/memberPlus/pages/messageCenter/index'
const ORDER_LINK = '/mainFlow/pages/order/detail/index?order_id=N1'

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[PAGE_URL]}>
        <Routes>
          <Route path={PAGE_URL} element={<MessageCenterPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const message = (id: number, extra: Partial<Message> = {}): Message => ({
  id,
  category: 'order',
  title: '餐點已準備好',
  body: '訂單 A012 已準備好',
  link: ORDER_LINK,
  createdAt: Date.UTC(2026, 10, 28, 4),
  read: false,
  readAt: null,
  ...extra,
})

describe('MessageCenterPage', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    messages = [message(2), message(1, { category: 'coupon', title: '你收到一張優惠券', read: true, link: '' })]
    prefs = ['order', 'refund', 'coupon', 'points', 'gift', 'group', 'level', 'reply'].map((category) => ({ category, enabled: true }) as MessagePreference)
    failList = false
    read.mockClear()
    sync.mockClear()
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
  })
  afterEach(() => sessionStore.set(NO_SESSION))

  it('List_ShowsUnreadMarkers_TappingOneMarksItReadAndOpensItsPage', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: '訊息中心' })).toBeInTheDocument()
    const unread = await screen.findByRole('button', { name: /未讀： 餐點已準備好/ })
    expect(screen.getByTestId('message-unread-count')).toHaveTextContent('1 則未讀')
    await userEvent.click(unread)
    expect(read).toHaveBeenCalledWith([2])
    expect(await screen.findByTestId('where')).toHaveTextContent(ORDER_LINK)
  })

  it('Filter_ShowsOneCategory_EmptyStateNamesIt', async () => {
    renderPage()
    await screen.findByRole('button', { name: /餐點已準備好/ })
    await userEvent.click(screen.getByRole('radio', { name: '退款' }))
    expect(await screen.findByText('暫時未有退款訊息')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: '優惠券' }))
    expect(await screen.findByRole('button', { name: /你收到一張優惠券/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /餐點已準備好/ })).not.toBeInTheDocument()
  })

  it('MarkAllRead_SyncsAndTheCountClears', async () => {
    renderPage()
    const all = await screen.findByRole('button', { name: '全部標為已讀' })
    await waitFor(() => expect(all).toBeEnabled())
    await userEvent.click(all)
    expect(sync).toHaveBeenCalled()
    await waitFor(() => expect(screen.getByTestId('message-unread-count')).toHaveTextContent('全部已讀'))
  })

  it('Settings_ASwitchTurnsACategoryOff', async () => {
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: '通知設定' }))
    const orders = await screen.findByRole('switch', { name: '訂單' })
    expect(orders).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(orders)
    await waitFor(() => expect(screen.getByRole('switch', { name: '訂單' })).toHaveAttribute('aria-checked', 'false'))
    expect(prefs.find((p) => p.category === 'order')?.enabled).toBe(false)
  })

  it('Error_ShowsTheServersWordsWithARetry', async () => {
    failList = true
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent('系統繁忙')
    expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument()
  })

  it('Visitor_IsAskedToLogIn', async () => {
    sessionStore.set(NO_SESSION)
    renderPage()
    expect(await screen.findByText('登入後查看訊息')).toBeInTheDocument()
  })
})
