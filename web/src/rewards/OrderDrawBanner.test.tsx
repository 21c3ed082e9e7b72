import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestOptions } from '../api/client'
import { NO_SESSION, sessionStore, startMemberSession } from '../api/session'
import { createQueryClient } from '../app/queryClient'
import { setLanguage } from '../i18n'
import { OrderDrawBanner } from './OrderDrawBanner'

const orderDraw = vi.fn()
vi.mock('../api/client', async (original) => {
  const actual = await original<typeof import('../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/activity/available/draw') return orderDraw(options?.query?.orderNo)
    return actual.request(path, options)
  }
  return { ...actual, request }
})

const grid = { id: 5, kind: 'grid', title: '每單一抽九宮格', image: '', costPoints: 0, dailyLimit: 0, totalLimit: 0, multiCount: 0, perOrder: true, startsAt: 0, endsAt: 1795836000000, state: 'live' }

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

function renderBanner(status: 'finished' | 'waiting_payment', isPayer?: boolean) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/order']}>
        <Routes>
          <Route path="/order" element={<OrderDrawBanner order={{ order_id: 'Q2611280001', status, isPayer }} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('OrderDrawBanner', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    orderDraw.mockReset()
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
  })
  afterEach(() => sessionStore.set(NO_SESSION))

  it('APaidOrderWithADrawNotDrawnYet_ShowsTheBanner_LeadingToTheActivityWithTheOrder', async () => {
    orderDraw.mockResolvedValue({ activity: grid, drawn: false })
    renderBanner('finished')
    await userEvent.click(await screen.findByRole('button', { name: /此訂單送你一次抽獎機會/ }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/member/pages/activities/detail/index?id=5&orderNo=Q2611280001')
    expect(orderDraw).toHaveBeenCalledWith('Q2611280001')
  })

  it('ADrawnOrder_OrNoActivity_ShowsNothing', async () => {
    orderDraw.mockResolvedValueOnce({ activity: grid, drawn: true })
    const first = renderBanner('finished')
    await waitFor(() => expect(orderDraw).toHaveBeenCalledTimes(1))
    expect(screen.queryByTestId('order-draw-banner')).toBeNull()
    first.unmount()
    orderDraw.mockResolvedValueOnce({ activity: null, drawn: false })
    renderBanner('finished')
    await waitFor(() => expect(orderDraw).toHaveBeenCalledTimes(2))
    expect(screen.queryByTestId('order-draw-banner')).toBeNull()
  })

  it('AnUnpaidOrder_OrAGroupOrderSomeoneElsePaid_IsNotAskedAbout', async () => {
    renderBanner('waiting_payment')
    renderBanner('finished', false)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(orderDraw).not.toHaveBeenCalled()
  })
})
