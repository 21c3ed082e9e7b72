import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type RequestOptions } from '../api/client'
import { createQueryClient } from '../app/queryClient'
import { setLanguage } from '../i18n'
import { wish } from '../test/wishFixtures'
import { WishesLink } from './WishesLink'
import { WishesSection } from './WishesSection'

const list = vi.fn()
vi.mock('../api/client', async (original) => {
  const actual = await original<typeof import('../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/taskCenter/collect-item/list') return list()
    return actual.request(path, options)
  }
  return { ...actual, request }
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

function renderAt(element: React.ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/tab']}>
        <Routes>
          <Route path="/tab" element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('WishesSection (the Rewards tab)', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    list.mockReset()
  })

  it('ShowsEachCampaignsProgressAndReward_AndLeadsToTheCollectWishPage', async () => {
    list.mockResolvedValue({ list: [wish([2, 1, 0, 1, 0])] })
    renderAt(<WishesSection />)
    const brief = await screen.findByTestId('wish-brief')
    expect(within(brief).getByRole('heading', { name: '集齊港式早餐五寶' })).toBeInTheDocument()
    expect(brief).toHaveTextContent('集齊可換：$20現金券')
    expect(within(brief).getByRole('progressbar', { name: '「集齊港式早餐五寶」集卡進度' })).toHaveAttribute('aria-valuetext', '已集 3 / 5 款')
    expect(within(brief).getByTestId('wish-progress')).toHaveTextContent('3 / 5')
    expect(within(brief).queryByText('可兌換')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '去集卡' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/member/pages/collectWish/index')
  })

  it('AFullSet_IsMarkedReady', async () => {
    list.mockResolvedValue({ list: [wish([1, 1, 1, 1, 1])] })
    renderAt(<WishesSection />)
    expect(await within(await screen.findByTestId('wish-brief')).findByText('可兌換')).toBeInTheDocument()
  })

  it('NoCampaign_TheSectionIsNotShown', async () => {
    list.mockResolvedValue({ list: [] })
    renderAt(<WishesSection />)
    await vi.waitFor(() => expect(list).toHaveBeenCalled())
    await vi.waitFor(() => expect(screen.queryByTestId('wish-section')).toBeNull())
  })

  it('AFailedRead_OffersARetry', async () => {
    list.mockRejectedValueOnce(new ApiError(1, '系統繁忙', 400)).mockResolvedValue({ list: [wish()] })
    renderAt(<WishesSection />)
    await userEvent.click(await screen.findByRole('button', { name: '重試' }))
    expect(await screen.findByTestId('wish-brief')).toBeInTheDocument()
  })
})

describe('WishesLink (the task centre)', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    list.mockReset()
  })

  it('WhileACampaignRuns_NamesItWithTheCardsHeld_AndOpensTheCollectWishPage', async () => {
    list.mockResolvedValue({ list: [wish([2, 1, 0, 1, 0])] })
    renderAt(<WishesLink />)
    const link = await screen.findByRole('button', { name: /集齊港式早餐五寶/ })
    expect(link).toHaveTextContent('已集 3 / 5 款')
    await userEvent.click(link)
    expect(await screen.findByTestId('where')).toHaveTextContent('/member/pages/collectWish/index')
  })

  it('NoCampaign_NoLink', async () => {
    list.mockResolvedValue({ list: [] })
    renderAt(<WishesLink />)
    await vi.waitFor(() => expect(list).toHaveBeenCalled())
    expect(screen.queryByTestId('wish-link')).toBeNull()
  })
})
