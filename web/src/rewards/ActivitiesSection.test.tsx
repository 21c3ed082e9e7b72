import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type RequestOptions } from '../api/client'
import { createQueryClient } from '../app/queryClient'
import { setLanguage } from '../i18n'
import { ActivitiesSection } from './ActivitiesSection'

const list = vi.fn()
vi.mock('../api/client', async (original) => {
  const actual = await original<typeof import('../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/activity/list') return list()
    return actual.request(path, options)
  }
  return { ...actual, request }
})

const wheel = { id: 3, kind: 'wheel', title: '幸運大轉盤', image: '', costPoints: 20, dailyLimit: 3, totalLimit: 0, multiCount: 0, perOrder: false, startsAt: 1764288000000, endsAt: 1795824000000, state: 'live' }
const box = { ...wheel, id: 4, kind: 'blind_box', title: '茶餐廳公仔盲盒', costPoints: 0, state: 'upcoming' }

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

function renderSection() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/tab']}>
        <Routes>
          <Route path="/tab" element={<ActivitiesSection />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('ActivitiesSection', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    list.mockReset()
  })

  it('Cards_ShowKindStateCostAndDates_AndABlindBoxOpensItsOwnPage', async () => {
    list.mockResolvedValue({ list: [wheel, box] })
    renderSection()
    const cards = await screen.findAllByTestId('draw-activity')
    expect(cards[0]).toHaveTextContent('幸運轉盤')
    expect(cards[0]).toHaveTextContent('進行中')
    expect(cards[0]).toHaveTextContent('每次 20 積分')
    expect(cards[0]).toHaveTextContent('2025.11.28 – 2026.11.28')
    expect(cards[1]).toHaveTextContent('盲盒')
    expect(cards[1]).toHaveTextContent('即將開始')
    expect(cards[1]).toHaveTextContent('免費')
    await userEvent.click(cards[1])
    expect(await screen.findByTestId('where')).toHaveTextContent('/memberMinVolume/pages/blindBox/index?id=4')
  })

  it('NoActivities_SaysSo_AndTheLinksToPrizesAndRecordsStay', async () => {
    list.mockResolvedValue({ list: [] })
    renderSection()
    expect(await screen.findByRole('heading', { name: '暫時未有抽獎活動' })).toBeInTheDocument()
    const section = screen.getByTestId('draw-activities')
    await userEvent.click(within(section).getByRole('button', { name: '我的獎品' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/memberMinVolume/pages/prizeList/index')
  })

  it('AFailedRead_OffersARetry', async () => {
    list.mockRejectedValueOnce(new ApiError(1, '系統繁忙', 400)).mockResolvedValue({ list: [wheel] })
    renderSection()
    await userEvent.click(await screen.findByRole('button', { name: '重試' }))
    expect(await screen.findByTestId('draw-activity')).toHaveTextContent('幸運大轉盤')
  })
})
