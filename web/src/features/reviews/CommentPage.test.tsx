import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type RequestOptions } from '../../api/client'
import type { Review, ReviewState } from '../../api/reviews'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import CommentPage from './CommentPage'

// The server's side: the order's review state, and the submit (answered per test).
let state: ReviewState
const submit = vi.fn()
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/market/eval' && options?.method === 'POST') return submit(options.body)
    if (path === '/v1/market/eval') return state
    return actual.request(path, options)
  }
  return { ...actual, request }
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

const PAGE_URL = '/orderPlus/pages/comment/index?orderNo=Q1'
function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[PAGE_URL]}>
        <Routes>
          <Route path="/orderPlus/pages/comment/index" element={<CommentPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const review: Review = {
  id: 7,
  storeId: 1,
  storeName: '中環店',
  orderType: 2,
  food: 5,
  service: 4,
  delivery: null,
  content: '好味',
  media: [],
  anonymous: false,
  createdAt: 1_764_300_000_000,
  reply: { text: '多謝支持', at: 1_764_300_100_000 },
  author: { nickname: '阿欣', avatar: '' },
  orderNo: 'Q1',
}

function stateOf(patch: Partial<ReviewState> = {}): ReviewState {
  return {
    order: { order_id: 'Q1', serial: 'A001', sid: 1, storeName: '中環店', createdAt: 1_764_300_000_000 } as ReviewState['order'],
    review: null,
    canReview: true,
    reason: null,
    asksDelivery: false,
    limits: { images: 7, videos: 1, content: 500 },
    ...patch,
  }
}

describe('CommentPage', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    submit.mockReset()
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
  })
  afterEach(() => sessionStore.set(NO_SESSION))

  it('Form_SendingWithAStarRowUnrated_SaysSoAndSendsNothing', async () => {
    state = stateOf()
    renderPage()
    const form = await screen.findByTestId('review-form')
    await userEvent.click(within(screen.getByTestId('stars-food')).getByRole('radio', { name: '5 星' }))
    await userEvent.click(within(form).getByTestId('review-submit'))
    expect(await screen.findByRole('alert')).toHaveTextContent('請為每一項評分（1 至 5 星）')
    expect(submit).not.toHaveBeenCalled()
  })

  it('Form_EmojiInTheWords_IsSaidAndTheSubmitWaits', async () => {
    state = stateOf()
    renderPage()
    await userEvent.type(await screen.findByLabelText('分享你的感受（選填）'), '好味😋')
    expect(screen.getByText('評價內容不可包含表情符號或特殊字元')).toBeInTheDocument()
    expect(screen.getByTestId('review-submit')).toBeDisabled()
  })

  it('Form_DeliveryOrders_AskForDeliveryStarsToo_AndTheReviewIsSentThenThanks', async () => {
    state = stateOf({ asksDelivery: true })
    submit.mockResolvedValue({ ...review })
    renderPage()
    for (const [row, stars] of [['stars-food', '5 星'], ['stars-service', '4 星'], ['stars-delivery', '3 星']] as const) {
      await userEvent.click(within(await screen.findByTestId(row)).getByRole('radio', { name: stars }))
    }
    await userEvent.click(screen.getByTestId('review-submit'))
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ orderNo: 'Q1', food: 5, service: 4, delivery: 3, shared: true, anonymous: false, media: [] }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/orderPlus/pages/commentCompleted/index?orderNo=Q1&id=7')
  })

  it('Refused_TheServersWordsShowAndTheFormStays', async () => {
    state = stateOf()
    submit.mockRejectedValue(new ApiError(40003, '內容包含不當字詞，請修改後再提交', 400))
    renderPage()
    await userEvent.click(within(await screen.findByTestId('stars-food')).getByRole('radio', { name: '3 星' }))
    await userEvent.click(within(screen.getByTestId('stars-service')).getByRole('radio', { name: '3 星' }))
    await userEvent.click(screen.getByTestId('review-submit'))
    expect(await screen.findByTestId('review-problem')).toHaveTextContent('內容包含不當字詞，請修改後再提交')
    expect(screen.getByTestId('review-form')).toBeInTheDocument()
  })

  it('Reviewed_ShowsTheReviewWithTheStoresReply', async () => {
    state = stateOf({ review, canReview: false })
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: '我的評價' })).toBeInTheDocument()
    expect(screen.getByTestId('review-reply')).toHaveTextContent('多謝支持')
    expect(screen.getByRole('img', { name: '食物：5 / 5 星' })).toBeInTheDocument()
    expect(screen.queryByTestId('review-form')).not.toBeInTheDocument()
  })

  it('Closed_SaysWhyAndLeadsToTheOrder', async () => {
    state = stateOf({ canReview: false, reason: '已超過評價期限（訂單完成後 30 天內）' })
    renderPage()
    expect(await screen.findByText('已超過評價期限（訂單完成後 30 天內）')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '查看訂單' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/mainFlow/pages/order/detail/index?order_id=Q1')
  })
})
