import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toast } from 'antd-mobile'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NETWORK_ERROR, type RequestOptions } from '../../api/client'
import type { MallItemDetail } from '../../api/mall'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { INITIAL_STORE_STATE, setStoreState, storeState } from '../../app/storeState'
import { setLanguage } from '../../i18n'
import { mallItemDetail, mallOrder } from '../../test/mallFixtures'
import MallConfirmPage from './MallConfirmPage'

// The server's side: the item, the chosen store, and the exchange (answered per test).
const submit = vi.fn()
let itemDetail: MallItemDetail
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/mall/goods/detail') return itemDetail
    if (path === '/v1/store/info') return { sid: 1001, name: '中環皇后大道中店', address: '皇后大道中 1 號', licences: [] }
    if (path === '/v1/trade/point/order/submit') return submit(options?.body, options?.headers?.['Idempotency-Key'])
    return actual.request(path, options)
  }
  return { ...actual, request }
})

const order = mallOrder({ quantity: 2, points: 600 })

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

function renderConfirm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/integralMall/pages/confirmOrder/index?id=7']}>
        <Routes>
          <Route path="/integralMall/pages/confirmOrder/index" element={<MallConfirmPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const confirmButton = () => screen.findByRole('button', { name: /確認兌換/ })

describe('MallConfirmPage', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    submit.mockReset()
    itemDetail = mallItemDetail()
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
    setStoreState({ sid: 1001 })
  })
  afterEach(() => {
    Toast.clear()
    sessionStore.set(NO_SESSION)
    storeState.set(INITIAL_STORE_STATE)
  })

  it('Quantity_StopsAtTheMembersLimit_AndTotalsThePoints', async () => {
    renderConfirm()
    await screen.findByText('中環皇后大道中店')
    const plus = screen.getByRole('button', { name: '增加數量' })
    await userEvent.click(plus)
    expect(screen.getByTestId('mall-total-points')).toHaveTextContent('600')
    expect(screen.getByTestId('mall-balance-after')).toHaveTextContent('634')
    await userEvent.click(plus)
    // The hint under the stepper, and the toast the tap on a "+" at the limit shows.
    await waitFor(() => expect(screen.getAllByText('最多可換 2 件')).toHaveLength(2))
    expect(screen.getByTestId('mall-total-points')).toHaveTextContent('600')
  })

  it('Confirm_ARetryAfterALostAnswer_SendsTheSameKey_ThenOpensTheExchange', async () => {
    submit.mockRejectedValueOnce(new ApiError(NETWORK_ERROR, '網絡錯誤', 0)).mockResolvedValueOnce(order)
    renderConfirm()
    await screen.findByText('中環皇后大道中店')
    await userEvent.click(await confirmButton())
    await screen.findByText('網絡不穩定，請再按一次確認兌換（不會重複兌換）')
    await userEvent.click(await confirmButton())
    expect(await screen.findByTestId('where')).toHaveTextContent('/integralMall/pages/orderItemDetail/index?order_no=M2611280001')
    expect(submit).toHaveBeenCalledTimes(2)
    expect(submit.mock.calls[0][0]).toEqual({ itemId: 7, quantity: 1, fulfilment: 'pickup', sid: 1001 })
    expect(submit.mock.calls[1][1]).toBe(submit.mock.calls[0][1])
  })

  it('Confirm_ARefusalSaysTheServersWords_AndTheNextTryIsANewExchange', async () => {
    submit.mockRejectedValueOnce(new ApiError(36002, '禮品已換完', 409)).mockResolvedValueOnce(order)
    renderConfirm()
    await screen.findByText('中環皇后大道中店')
    await userEvent.click(await confirmButton())
    await screen.findByText('禮品已換完')
    await userEvent.click(await confirmButton())
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2))
    expect(submit.mock.calls[1][1]).not.toBe(submit.mock.calls[0][1])
  })

  it('Confirm_TooFewPoints_IsDisabledWithTheReason', async () => {
    itemDetail = { ...itemDetail, balance: 100 }
    renderConfirm()
    expect(await screen.findByTestId('mall-block-reason')).toHaveTextContent('積分不足，尚欠 200 積分')
    expect(await confirmButton()).toBeDisabled()
  })
})
