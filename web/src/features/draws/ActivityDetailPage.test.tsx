import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toast } from 'antd-mobile'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NETWORK_ERROR, type RequestOptions } from '../../api/client'
import type { DrawActivityDetail } from '../../api/draws'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import ActivityDetailPage from './ActivityDetailPage'
import { drawRecord, wheelActivity } from '../../test/drawFixtures'
import PreviewPage from './PreviewPage'

// The server's side: the activity, and the draw (answered per test).
const submit = vi.fn()
let detail: DrawActivityDetail
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/activity/detail') return detail
    if (path === '/v1/activity/draw') return submit(options?.body, options?.headers?.['Idempotency-Key'])
    return actual.request(path, options)
  }
  return { ...actual, request }
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

function renderAt(url: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/member/pages/activities/detail/index" element={<ActivityDetailPage />} />
          <Route path="/memberMinVolume/pages/Preview/index" element={<PreviewPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const WHEEL = '/member/pages/activities/detail/index?id=3'
const drawButton = () => screen.findByRole('button', { name: /^抽獎/ })
const answer = (record = drawRecord()) => ({ drawNo: 'D1', activityId: 3, times: 1, points: 20, results: [record], chances: { todayLeft: 2, totalLeft: null, balance: 80 } })

/** The person asked for reduced motion: the wheel is set on the prize at once. */
function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  )
}

describe('ActivityDetailPage', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    submit.mockReset()
    detail = structuredClone(wheelActivity)
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
    preferReducedMotion()
  })
  afterEach(() => {
    Toast.clear()
    vi.restoreAllMocks()
    sessionStore.set(NO_SESSION)
  })

  it('Member_Draws_ACoupon_TheDialogSaysItIsInTheWallet_AndOpensItThere', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    submit.mockImplementationOnce(async () => {
      // The server's side moves too: read again, the activity has the chances the answer brought.
      detail = { ...detail, chances: answer().chances }
      return answer()
    })
    renderAt(WHEEL)
    expect(await screen.findByTestId('draw-chances')).toHaveTextContent('今日尚餘 3 次')
    expect(screen.getByTestId('draw-balance')).toHaveTextContent('100')
    await user.click(await drawButton())
    const dialog = await screen.findByRole('dialog', { name: '恭喜你！' })
    expect(dialog).toHaveTextContent('免費港式奶茶')
    expect(dialog).toHaveTextContent('優惠券已放入你的錢包')
    expect(screen.getByTestId('draw-announcement')).toHaveTextContent('抽獎結果：你抽中了免費港式奶茶')
    // The chances and points the answer brought.
    expect(screen.getByTestId('draw-balance')).toHaveTextContent('80')
    expect(screen.getByTestId('draw-chances')).toHaveTextContent('今日尚餘 2 次')
    await user.click(screen.getByRole('button', { name: '查看優惠券' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/member/pages/voucher/voucherDetail/index?couponCode=C123456')
    expect(submit.mock.calls[0][0]).toEqual({ id: 3, times: 1 })
  })

  it('Result_Points_ReadsPlusN_AndThankYouThanks_AndTheDialogGivesFocusBack', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    submit.mockResolvedValueOnce(answer(drawRecord({ kind: 'points', prizeName: '50 積分', points: 50, couponCode: null }))).mockResolvedValueOnce(answer(drawRecord({ kind: 'none', prizeName: '多謝參與', couponCode: null, status: 'none' })))
    renderAt(WHEEL)
    const button = await drawButton()
    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: '恭喜你！' })
    expect(dialog).toHaveTextContent('+50 積分')
    await waitFor(() => expect(screen.getByRole('heading', { name: '恭喜你！' })).toHaveFocus())
    await user.keyboard('{Escape}')
    await waitFor(() => expect(button).toHaveFocus())
    await user.click(button)
    expect(await screen.findByRole('dialog', { name: '多謝參與' })).toHaveTextContent('今次未有中獎')
    expect(screen.getByTestId('draw-announcement')).toHaveTextContent('抽獎結果：多謝參與')
  })

  it('APhysicalPrize_AsksForTheDeliveryAddress_OnThePrizesPage', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    submit.mockResolvedValueOnce(answer(drawRecord({ recordNo: 'R9', kind: 'physical', prizeName: '茶餐廳帆布袋', couponCode: null, status: 'awaiting_address' })))
    renderAt(WHEEL)
    await user.click(await drawButton())
    await user.click(await screen.findByRole('button', { name: '填寫收貨地址' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/memberMinVolume/pages/prizeList/index?recordNo=R9')
  })

  it('NoChancesToday_DisablesTheButton_DescribedByTheReason', async () => {
    detail.chances = { todayLeft: 0, totalLeft: null, balance: 100 }
    renderAt(WHEEL)
    const button = await drawButton()
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('今日抽獎次數已用完，明天再來吧')
  })

  it('Visitor_SeesTheSignInPrompt_AndTheButtonLeadsToSignIn', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    sessionStore.set(NO_SESSION)
    detail.chances = null
    renderAt(WHEEL)
    expect(await screen.findByTestId('draw-sign-in')).toHaveTextContent('登入後即可參加抽獎')
    await user.click(screen.getByRole('button', { name: '登入後抽獎' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/account/pages/public/auth/index?oldUrl=%2Fmember%2Fpages%2Factivities%2Fdetail%2Findex%3Fid%3D3')
  })

  it('ALostAnswer_IsRetriedWithTheSameKey_ARefusalSaysTheServersWords_AndTheNextTryIsANewDraw', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    submit
      .mockRejectedValueOnce(new ApiError(NETWORK_ERROR, '網絡錯誤', 0))
      .mockResolvedValueOnce(answer())
      .mockRejectedValueOnce(new ApiError(37005, '積分不足', 400))
      .mockResolvedValueOnce(answer())
    renderAt(WHEEL)
    const button = await drawButton()
    await user.click(button)
    await screen.findByText('網絡不穩定，請再按一次抽獎（不會重複抽獎）')
    await user.click(button)
    await screen.findByRole('dialog', { name: '恭喜你！' })
    expect(submit.mock.calls[1][1]).toBe(submit.mock.calls[0][1])
    await user.click(screen.getByRole('button', { name: '知道了' }))
    await user.click(button)
    await screen.findByText('積分不足')
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'))
    await user.click(button)
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(4))
    expect(submit.mock.calls[2][1]).not.toBe(submit.mock.calls[1][1])
    expect(submit.mock.calls[3][1]).not.toBe(submit.mock.calls[2][1])
  })

  it('ABlindBox_MovesToItsOwnPage_WithTheOrder', async () => {
    detail = { ...detail, kind: 'blind_box' }
    renderAt('/member/pages/activities/detail/index?id=3&orderNo=Q1')
    expect(await screen.findByTestId('where')).toHaveTextContent('/memberMinVolume/pages/blindBox/index?id=3&orderNo=Q1')
  })

  it('Preview_ShowsTheBanner_AndADrawSaysTheServersPreviewMessage', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    detail = { ...detail, state: 'preview' }
    submit.mockRejectedValueOnce(new ApiError(37001, '預覽模式不可以抽獎', 400))
    renderAt('/memberMinVolume/pages/Preview/index?id=3')
    expect(await screen.findByTestId('draw-preview-banner')).toHaveTextContent('預覽模式')
    await user.click(await drawButton())
    expect(await screen.findByText('預覽模式不可以抽獎')).toBeInTheDocument()
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('Preview_OfALiveActivity_NeverDrawsForReal', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    renderAt('/memberMinVolume/pages/Preview/index?id=3')
    await user.click(await drawButton())
    expect(await screen.findByText('預覽模式不可以抽獎')).toBeInTheDocument()
    expect(submit).not.toHaveBeenCalled()
  })
})
