import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestOptions } from '../../api/client'
import type { MallPayResult } from '../../api/mallOrders'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import { mallOrder } from '../../test/mallFixtures'
import MallPayResultPage from './MallPayResultPage'

// The server's side: the payment's result, answered in turn per test.
const results = vi.fn<() => MallPayResult>()
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/trade/point/order/pay/result/M2611280001') return results()
    return actual.request(path, options)
  }
  return { ...actual, request }
})

function renderResult() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/integralMall/pages/integralPay/index?order_no=M2611280001&orderNo=ML1']}>
        <Routes>
          <Route path="/integralMall/pages/integralPay/index" element={<MallPayResultPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const pending = mallOrder({ status: 'pending_payment', fulfilment: 'delivery', cash: 10 })

describe('MallPayResultPage', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    results.mockReset()
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
  })
  afterEach(() => sessionStore.set(NO_SESSION))

  it('WaitsForThePayment_ThenSaysItWasPaid_AndHowTheExchangeStands', async () => {
    results.mockReturnValueOnce({ paid: false, order: pending }).mockReturnValue({ paid: true, order: { ...pending, status: 'waiting_shipment', paidAt: 1 } })
    renderResult()
    const result = await screen.findByTestId('mall-pay-result', {}, { timeout: 4000 })
    expect(result).toHaveTextContent('付款成功')
    expect(result).toHaveTextContent('已付 $10，兌換狀態：待發貨。')
    expect(screen.getByRole('button', { name: '查看兌換詳情' })).toBeInTheDocument()
  })

  it('APaymentThatFailed_SaysTheExchangeWasCancelledAndThePointsAreBack', async () => {
    results.mockReturnValue({ paid: false, order: { ...pending, status: 'cancelled', cancelledAt: 1 } })
    renderResult()
    const result = await screen.findByTestId('mall-pay-result')
    expect(result).toHaveTextContent('未完成付款')
    expect(result).toHaveTextContent('積分已退回你的帳戶')
  })
})
