import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type RequestOptions } from '../../api/client'
import type { Wish } from '../../api/wishes'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import { wish, wishDetail } from '../../test/wishFixtures'
import CollectWishHelpPage from './CollectWishHelpPage'

let running: Wish[]
const detail = vi.fn()
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/taskCenter/collect-item/list') return { list: running }
    if (path === '/v1/taskCenter/collect-item/detail') return detail(options?.query?.id)
    return actual.request(path, options)
  }
  return { ...actual, request }
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

const HELP = '/member/pages/collectWish/help/index'

function renderAt(url: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={HELP} element={<CollectWishHelpPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('CollectWishHelpPage', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    running = [wish()]
    detail.mockReset()
    detail.mockImplementation(async (id: number) => wishDetail(undefined, { id }))
  })

  it('SaysHowCardsAreEarned_OnePerOrderHandedOver_ThenTheCampaignsCardsAndRules', async () => {
    renderAt(`${HELP}?id=1`)
    expect(await screen.findByRole('heading', { level: 1, name: '集卡玩法' })).toBeInTheDocument()
    const how = screen.getByTestId('wish-how')
    expect(within(how).getAllByRole('listitem')[0]).toHaveTextContent('每張訂單交收後')
    expect(within(how).getAllByRole('listitem')[0]).toHaveTextContent('各一張卡')
    expect(await screen.findByRole('heading', { name: '集齊港式早餐五寶' })).toBeInTheDocument()
    expect(detail).toHaveBeenCalledWith(1)
    expect(screen.getByRole('list', { name: '「集齊港式早餐五寶」的卡' })).toBeInTheDocument()
    expect(screen.getByTestId('wish-rules-text')).toHaveTextContent('集齊五款各一張，即可兌換 $20 現金券一張。')
    await userEvent.click(screen.getByRole('button', { name: '去集卡' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/member/pages/collectWish/index')
  })

  it('WithoutAnId_ShowsTheNewestRunningCampaign', async () => {
    running = [wish(undefined, { id: 9, title: '新活動' })]
    detail.mockImplementation(async (id: number) => wishDetail(undefined, { id, title: '新活動' }))
    renderAt(HELP)
    expect(await screen.findByRole('heading', { name: '新活動' })).toBeInTheDocument()
    expect(detail).toHaveBeenCalledWith(9)
  })

  it('ACampaignTakenDown_SaysItIsNotFound_TheStepsStay', async () => {
    detail.mockRejectedValue(new ApiError(404, '找不到此集卡活動', 404))
    renderAt(`${HELP}?id=5`)
    expect(await screen.findByRole('heading', { name: '找不到此集卡活動' })).toBeInTheDocument()
    expect(screen.getByTestId('wish-how')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '重試' })).toBeNull()
  })

  it('NoCampaignRunning_TheStepsAndAnEmptyState', async () => {
    running = []
    renderAt(HELP)
    expect(await screen.findByRole('heading', { name: '暫時未有集卡活動' })).toBeInTheDocument()
    expect(screen.getByTestId('wish-how')).toBeInTheDocument()
    expect(detail).not.toHaveBeenCalled()
  })
})
