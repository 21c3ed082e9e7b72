import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type RequestOptions } from '../../api/client'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import type { Task } from '../../api/tasks'
import type { Wish } from '../../api/wishes'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import { demoTasks, task } from '../../test/taskFixtures'
import { wish } from '../../test/wishFixtures'
import EarnPointsPage from './EarnPointsPage'
import TaskCenterPage from './TaskCenterPage'

// The server's side: the list, and the claim (answered per test).
let tasks: Task[]
const claim = vi.fn()
const list = vi.fn(async () => ({ list: tasks }))
// The collect-wishes campaigns the task centre leads to (none unless a test puts one up).
let wishes: Wish[] = []
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/taskCenter/list') return list()
    if (path === '/v1/taskCenter/claim') return claim(options?.body)
    if (path === '/v1/taskCenter/collect-item/list') return { list: wishes }
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
          <Route path="/member/pages/taskCenter/index" element={<TaskCenterPage />} />
          <Route path="/member/pages/activities/earnPoints/index" element={<EarnPointsPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const CENTRE = '/member/pages/taskCenter/index'
const card = async (id: number) => {
  const cards = await screen.findAllByTestId('task')
  return cards.find((item) => item.dataset.id === String(id)) as HTMLElement
}

describe('TaskCenterPage', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    tasks = structuredClone(demoTasks)
    claim.mockReset()
    list.mockClear()
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
    wishes = []
  })
  afterEach(() => sessionStore.set(NO_SESSION))

  it('EachTask_ShowsTitleRewardProgressPeriodAndTheButtonOfItsState', async () => {
    renderAt(CENTRE)
    expect(await screen.findByRole('heading', { level: 1, name: '任務中心' })).toBeInTheDocument()
    const weekly = await card(1)
    expect(within(weekly).getByRole('heading', { name: '每週首單' })).toBeInTheDocument()
    expect(within(weekly).getByTestId('task-reward')).toHaveTextContent('+20 積分')
    expect(within(weekly).getByRole('progressbar', { name: '「每週首單」進度' })).toHaveAttribute('aria-valuetext', '已完成 0 / 1')
    expect(within(weekly).getByTestId('task-progress')).toHaveTextContent('0 / 1')
    expect(within(weekly).getByTestId('task-period')).toHaveTextContent(/^本週 · 12月1日星期一 00:00 重設$/)
    expect(within(weekly).getByRole('button', { name: '去完成' })).toBeInTheDocument()
    const monthly = await card(2)
    expect(within(monthly).getByTestId('task-reward')).toHaveTextContent('$20 現金券')
    expect(within(monthly).getByTestId('task-progress')).toHaveTextContent('2 / 5')
    expect(within(await card(3)).getByTestId('task-period')).toHaveTextContent('限領一次 · 2026.11.27 截止')
    expect(within(await card(3)).getByRole('button', { name: '領取' })).toBeEnabled()
    const claimed = within(await card(4)).getByRole('button', { name: '已領取' })
    expect(claimed).toBeDisabled()
  })

  it('TaskEndingWithinAYear_SaysOnUntilItsLastDay_AFarEndIsNotNamed', async () => {
    const inTwoMonths = Date.now() + 60 * 24 * 3_600_000
    tasks = [task({ id: 1, endsAt: inTwoMonths }), task({ id: 2 })]
    renderAt(CENTRE)
    expect(within(await card(1)).getByTestId('task-ends')).toHaveTextContent(/^活動至 (\d{4}年)?\d{1,2}月\d{1,2}日$/)
    expect(within(await card(2)).queryByTestId('task-ends')).toBeNull()
  })

  it('Go_OnAProfileTask_OpensTheMemberInfoPage', async () => {
    tasks = [task({ id: 3, kind: 'profile', period: 'once', title: '完善個人資料' })]
    renderAt(CENTRE)
    await userEvent.click(within(await card(3)).getByRole('button', { name: '去完成' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/member/pages/userInfo/index')
  })

  it('Claim_ForPoints_SaysThePointsWereAdded_InALiveRegion_AndTheTaskIsClaimed', async () => {
    claim.mockImplementation(async ({ id }: { id: number }) => {
      const done = { ...tasks.find((item) => item.id === id)!, state: 'claimed' as const, claimedAt: 1764300000000 }
      tasks = tasks.map((item) => (item.id === id ? done : item))
      return done
    })
    renderAt(CENTRE)
    const profile = await card(3)
    await userEvent.click(within(profile).getByRole('button', { name: '領取' }))
    expect(claim).toHaveBeenCalledWith({ id: 3 })
    const result = within(profile).getByRole('status')
    expect(await within(result).findByText('已領取：+50 積分已加入你的帳戶')).toBeInTheDocument()
    expect(await within(profile).findByRole('button', { name: '已領取' })).toBeDisabled()
  })

  it('Claim_ForACoupon_SaysItIsInTheWallet_AndLinksToIt', async () => {
    tasks = [task({ id: 2, target: 5, progress: 5, state: 'claimable', reward: { kind: 'coupon', points: 0, couponName: '$20 現金券' } })]
    claim.mockResolvedValue({ ...tasks[0], state: 'claimed', couponCode: 'C777', claimedAt: 1764300000000 })
    renderAt(CENTRE)
    await userEvent.click(within(await card(2)).getByRole('button', { name: '領取' }))
    expect(await screen.findByText('已領取：「$20 現金券」已放入你的錢包')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: '查看優惠券' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/member/pages/voucher/voucherDetail/index?couponCode=C777')
  })

  it('ARefusedClaim_ShowsTheServersMessage_AndTheListIsReadAgain', async () => {
    claim.mockRejectedValue(new ApiError(38002, '任務未開始或已結束', 400))
    renderAt(CENTRE)
    const profile = await card(3)
    const reads = list.mock.calls.length
    await userEvent.click(within(profile).getByRole('button', { name: '領取' }))
    expect(await within(profile).findByRole('alert')).toHaveTextContent('任務未開始或已結束')
    await vi.waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(reads))
  })

  it('AVisitor_SeesTheTasksWithASignInPromptInsteadOfButtons', async () => {
    sessionStore.set(NO_SESSION)
    tasks = demoTasks.map((item) => ({ ...item, progress: 0, state: 'doing' as const }))
    renderAt(CENTRE)
    await screen.findAllByTestId('task')
    expect(screen.queryByRole('button', { name: '去完成' })).toBeNull()
    expect(screen.queryByRole('button', { name: '領取' })).toBeNull()
    await userEvent.click(within(screen.getByTestId('task-sign-in')).getByRole('button', { name: '登入／註冊' }))
    expect(await screen.findByTestId('where')).toHaveTextContent(`/account/pages/public/auth/index?oldUrl=${encodeURIComponent(CENTRE)}`)
  })

  it('EarnPoints_IsTheSameListTitledEarnPoints', async () => {
    renderAt('/member/pages/activities/earnPoints/index')
    expect(await screen.findByRole('heading', { level: 1, name: '賺積分' })).toBeInTheDocument()
    expect(await screen.findAllByTestId('task')).toHaveLength(4)
  })

  it('NoTasks_SaysSo_AFailedRead_OffersARetry', async () => {
    list.mockRejectedValueOnce(new ApiError(1, '系統繁忙', 400))
    tasks = []
    renderAt(CENTRE)
    await userEvent.click(await screen.findByRole('button', { name: '重試' }))
    expect(await screen.findByRole('heading', { name: '暫時未有任務' })).toBeInTheDocument()
  })

  it('ARunningCollectWishesCampaign_IsATapAwayAboveTheTasks', async () => {
    wishes = [wish([2, 1, 0, 1, 0])]
    renderAt(CENTRE)
    const link = await screen.findByRole('button', { name: /集卡換禮.*集齊港式早餐五寶.*已集 3 \/ 5 款/ })
    await userEvent.click(link)
    expect(await screen.findByTestId('where')).toHaveTextContent('/member/pages/collectWish/index')
  })

  it('NoCampaign_NoWayToTheCards', async () => {
    renderAt(CENTRE)
    await screen.findAllByTestId('task')
    expect(screen.queryByTestId('wish-link')).toBeNull()
  })
})
