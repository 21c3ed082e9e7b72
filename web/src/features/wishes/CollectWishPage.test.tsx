import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NETWORK_ERROR, type RequestOptions } from '../../api/client'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import type { Wish } from '../../api/wishes'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import { wish } from '../../test/wishFixtures'
import CollectWishPage from './CollectWishPage'

// The server's side: the campaigns, and the exchange (answered per test) with the key it was sent with.
let wishes: Wish[]
const list = vi.fn(async () => ({ list: wishes }))
const exchange = vi.fn()
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/taskCenter/collect-item/list') return list()
    if (path === '/v1/taskCenter/collect-item/exchange') return exchange(options?.body, options?.headers?.['Idempotency-Key'])
    return actual.request(path, options)
  }
  return { ...actual, request }
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

const PAGE_URL = '/member/pages/collectWish/index'

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[PAGE_URL]}>
        <Routes>
          <Route path={PAGE_URL} element={<CollectWishPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const campaign = async () => screen.findByTestId('wish')
const cardOf = (root: HTMLElement, id: number) => within(root).getAllByTestId('wish-card').find((card) => card.dataset.id === String(id)) as HTMLElement
/** After an exchange the server holds one card fewer of each. */
const afterExchange = (id: number, extra: Partial<Wish> = {}) => {
  wishes = wishes.map((item) => {
    if (item.id !== id) return item
    const items = item.items.map((card) => ({ ...card, count: card.count - 1 }))
    return { ...item, items, complete: items.every((card) => card.count > 0), exchanged: item.exchanged + 1, ...extra }
  })
}

describe('CollectWishPage', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    wishes = [wish()]
    list.mockClear()
    exchange.mockReset()
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
  })
  afterEach(() => sessionStore.set(NO_SESSION))

  it('EachCampaign_ShowsItsCardsWithTheMembersCount_GreyedWhenNone_TheProgressAndTheReward', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: '集卡換禮' })).toBeInTheDocument()
    const root = await campaign()
    expect(within(root).getByRole('heading', { name: '集齊港式早餐五寶' })).toBeInTheDocument()
    expect(within(root).getByTestId('wish-reward')).toHaveTextContent('集齊可換$20現金券')
    const bar = within(root).getByRole('progressbar', { name: '「集齊港式早餐五寶」集卡進度' })
    expect(bar).toHaveAttribute('aria-valuenow', '3')
    expect(bar).toHaveAttribute('aria-valuemax', '5')
    expect(bar).toHaveAttribute('aria-valuetext', '已集 3 / 5 款')
    expect(within(root).getByTestId('wish-progress')).toHaveTextContent('已集 3 / 5 款')
    const cards = within(root).getByRole('list', { name: '「集齊港式早餐五寶」的卡' })
    expect(within(cards).getAllByRole('listitem')).toHaveLength(5)
    expect(cardOf(root, 1)).toHaveTextContent('港式奶茶：2 張')
    expect(cardOf(root, 1)).toHaveTextContent('× 2')
    expect(cardOf(root, 3)).toHaveTextContent('火腿通粉：未集到')
    expect(cardOf(root, 3).className).toMatch(/cardMissing/)
    expect(cardOf(root, 1).className).not.toMatch(/cardMissing/)
    expect(within(root).getByTestId('wish-stats')).toHaveTextContent('累計獲得 4 張卡 · 已兌換 0 套 · 每人最多兌換 3 套')
  })

  it('AnIncompleteSet_CannotBeExchanged_AndSaysWhy', async () => {
    renderPage()
    const root = await campaign()
    expect(within(root).getByRole('button', { name: '集齊全套後即可兌換' })).toBeDisabled()
    expect(within(root).queryByRole('button', { name: '兌換獎賞' })).toBeNull()
  })

  it('AFullSet_Exchanges_WithAnIdempotencyKey_TheRewardIsSpokenInALiveRegion_WithTheCoupon', async () => {
    wishes = [wish([1, 1, 2, 1, 1])]
    exchange.mockImplementation(async () => {
      afterExchange(1)
      return { campaignId: 1, rewardKind: 'coupon', points: 0, couponCode: 'C777', createdAt: 1 }
    })
    renderPage()
    const root = await campaign()
    await userEvent.click(within(root).getByRole('button', { name: '兌換獎賞' }))
    expect(exchange).toHaveBeenCalledTimes(1)
    const [body, key] = exchange.mock.calls[0]
    expect(body).toEqual({ id: 1 })
    expect(key).toMatch(/\S{8,}/)
    const status = within(root).getByRole('status')
    expect(await within(status).findByText('兌換成功：「$20現金券」已放入你的錢包')).toBeInTheDocument()
    // The cards are read again: one of each went, the set is no longer whole.
    expect(await within(root).findByRole('button', { name: '集齊全套後即可兌換' })).toBeDisabled()
    expect(cardOf(root, 1)).toHaveTextContent('未集到')
    await userEvent.click(within(status).getByRole('link', { name: '查看優惠券' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/member/pages/voucher/voucherDetail/index?couponCode=C777')
  })

  it('PointsReward_SaysThePointsWereAdded', async () => {
    wishes = [wish([1, 1, 1, 1, 1], { reward: { kind: 'points', points: 1200, couponName: null } })]
    exchange.mockResolvedValue({ campaignId: 1, rewardKind: 'points', points: 1200, couponCode: null, createdAt: 1 })
    renderPage()
    const root = await campaign()
    expect(within(root).getByTestId('wish-reward')).toHaveTextContent('1,200 積分')
    await userEvent.click(within(root).getByRole('button', { name: '兌換獎賞' }))
    expect(await within(root).findByText('兌換成功：+1,200 積分已加入你的帳戶')).toBeInTheDocument()
  })

  it('ALostAnswer_AsksToTapAgain_AndTheRetryCarriesTheSameKey_ASecondSetANewOne', async () => {
    wishes = [wish([2, 2, 2, 2, 2])]
    exchange
      .mockRejectedValueOnce(new ApiError(NETWORK_ERROR, '網絡錯誤', 0))
      .mockResolvedValue({ campaignId: 1, rewardKind: 'coupon', points: 0, couponCode: 'C1', createdAt: 1 })
    renderPage()
    const root = await campaign()
    await userEvent.click(within(root).getByRole('button', { name: '兌換獎賞' }))
    expect(await within(root).findByRole('alert')).toHaveTextContent('網絡不穩定，未知道兌換成唔成功。請再按一次「兌換獎賞」，不會重複兌換。')
    await userEvent.click(within(root).getByRole('button', { name: '兌換獎賞' }))
    await within(root).findByText('兌換成功：「$20現金券」已放入你的錢包')
    await userEvent.click(within(root).getByRole('button', { name: '兌換獎賞' }))
    await vi.waitFor(() => expect(exchange).toHaveBeenCalledTimes(3))
    const keys = exchange.mock.calls.map(([, key]) => key)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
  })

  it.each([
    [39001, '仲未集齊全套卡，每款各有一張先可以兌換。'],
    [39002, '你已兌換 3 套，已達每人上限。'],
    [39003, '活動未開始或已結束，未能兌換。'],
  ])('ARefusal_%i_IsSaidInWords_AndTheCardsAreReadAgain', async (code, words) => {
    wishes = [wish([1, 1, 1, 1, 1])]
    exchange.mockRejectedValue(new ApiError(code, 'server words', 400))
    renderPage()
    const root = await campaign()
    const reads = list.mock.calls.length
    await userEvent.click(within(root).getByRole('button', { name: '兌換獎賞' }))
    expect(await within(root).findByRole('alert')).toHaveTextContent(words)
    await vi.waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(reads))
  })

  it('TheLimitReached_SaysSo_OnADisabledButton', async () => {
    wishes = [wish([1, 1, 1, 1, 1], { exchanged: 3 })]
    renderPage()
    expect(within(await campaign()).getByRole('button', { name: '已達兌換上限' })).toBeDisabled()
  })

  it('AVisitor_SeesTheCardsWithASignInPrompt_AndNoExchangeButton', async () => {
    sessionStore.set(NO_SESSION)
    wishes = [wish([0, 0, 0, 0, 0])]
    renderPage()
    const root = await campaign()
    expect(within(root).getAllByTestId('wish-card')).toHaveLength(5)
    expect(within(root).queryByRole('button', { name: /兌換|集齊/ })).toBeNull()
    expect(within(root).queryByTestId('wish-stats')).toBeNull()
    await userEvent.click(within(screen.getByTestId('wish-sign-in')).getByRole('button', { name: '登入／註冊' }))
    expect(await screen.findByTestId('where')).toHaveTextContent(`/account/pages/public/auth/index?oldUrl=${encodeURIComponent(PAGE_URL)}`)
  })

  it('TheRulesLink_OpensTheHelpPageOfThatCampaign', async () => {
    renderPage()
    await userEvent.click(within(await campaign()).getByRole('link', { name: '玩法及規則' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/member/pages/collectWish/help/index?id=1')
  })

  it('NoCampaign_SaysSo_AFailedRead_OffersARetry', async () => {
    list.mockRejectedValueOnce(new ApiError(1, '系統繁忙', 400))
    wishes = []
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: '重試' }))
    expect(await screen.findByRole('heading', { name: '暫時未有集卡活動' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '集卡玩法' })).toBeInTheDocument()
  })
})
