import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog, Toast } from 'antd-mobile'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestOptions } from '../../api/client'
import type { MallOrder } from '../../api/mallOrders'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import { mallOrder } from '../../test/mallFixtures'
import MallOrderPage from './MallOrderPage'

// The server's side: the exchange (per test), and what receipt, cancel and pay answer.
let order: MallOrder
const receive = vi.fn()
const cancel = vi.fn()
const pay = vi.fn()
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/trade/point/order/detail') return order
    if (path === '/v1/trade/point/order/receive') return receive(options?.body)
    if (path === '/v1/trade/point/order/cancel') return cancel(options?.body)
    if (path === '/v1/trade/point/order/pay') return pay(options?.body)
    return actual.request(path, options)
  }
  return { ...actual, request }
})

const assign = vi.fn()
vi.stubGlobal('location', { ...window.location, assign })

function renderOrder() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/integralMall/pages/orderItemDetail/index?order_no=M2611280001']}>
        <Routes>
          <Route path="/integralMall/pages/orderItemDetail/index" element={<MallOrderPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const shipped = mallOrder({
  status: 'shipped',
  fulfilment: 'delivery',
  sid: 0,
  storeName: '',
  pickupCode: '',
  cash: '10',
  address: { consignee: '陳大文', phone: '+852 91234567', address: '中環皇后大道中 1 號 12 樓 A 室' },
  carrier: '順豐速運',
  trackingNo: 'SF1234567890',
  paidAt: 1764300060000,
  shippedAt: 1764386400000,
})

describe('MallOrderPage', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    receive.mockReset()
    cancel.mockReset()
    pay.mockReset()
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
  })
  afterEach(() => {
    Toast.clear()
    Dialog.clear()
    sessionStore.set(NO_SESSION)
  })

  it('Shipped_ShowsTheAddressCarrierAndTrackingNumber_AndConfirmsReceipt', async () => {
    order = shipped
    receive.mockImplementation(async () => {
      order = { ...shipped, status: 'finished', finishedAt: 1764400000000 }
      return order
    })
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    renderOrder()
    expect(await screen.findByTestId('mall-order-status')).toHaveTextContent('已發貨')
    expect(screen.getByTestId('mall-order-address')).toHaveTextContent('陳大文 · +852 91234567中環皇后大道中 1 號 12 樓 A 室')
    expect(screen.getByTestId('mall-order-carrier')).toHaveTextContent('順豐速運')
    expect(screen.getByTestId('mall-order-tracking')).toHaveTextContent('SF1234567890')
    expect(screen.queryByTestId('mall-order-cancel')).toBeNull()
    await user.click(screen.getByRole('button', { name: '確認收貨' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '確認收貨' }))
    await waitFor(() => expect(receive).toHaveBeenCalledWith({ order_no: 'M2611280001' }))
    await waitFor(() => expect(screen.getByTestId('mall-order-status')).toHaveTextContent('已收貨'))
    expect(screen.queryByTestId('mall-order-receive')).toBeNull()
  })

  it('PendingPayment_SaysTheDeadline_AndPayNowGoesToTheCardPage', async () => {
    order = mallOrder({ status: 'pending_payment', cash: 10, payBy: Date.UTC(2026, 10, 28, 3, 30) })
    pay.mockResolvedValue({ orderNo: 'ML1', payUrl: '/sandbox/pay/ML1' })
    renderOrder()
    expect(await screen.findByTestId('mall-status-note')).toHaveTextContent(/請於 (28\/11 )?11:30 前付款/)
    expect(screen.queryByTestId('mall-pickup-code')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '立即付款 $10' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/pay/ML1'))
    expect(pay.mock.calls[0][0]).toEqual({ order_no: 'M2611280001', success_url: '/integralMall/pages/integralPay/index?order_no=M2611280001' })
  })

  it('WaitingShipmentWithACashPartPaid_CancelSaysTheCashGoesBackToTheCard', async () => {
    order = { ...shipped, status: 'waiting_shipment', carrier: '', trackingNo: '', shippedAt: null }
    cancel.mockResolvedValue({ ...order, status: 'cancelled', cancelledAt: 1764400000000 })
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    renderOrder()
    await screen.findByText('發貨後會在此顯示速遞公司及運單號碼。')
    expect(screen.getByText('取消後，積分會退回你的帳戶，已付的現金部分會退回你的信用卡。')).toBeInTheDocument()
    await user.click(screen.getByTestId('mall-order-cancel'))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('已付的現金部分會退回你的信用卡')
    await user.click(within(dialog).getByRole('button', { name: '確定取消' }))
    await waitFor(() => expect(cancel).toHaveBeenCalledWith({ order_no: 'M2611280001' }))
  })

  it('APackage_ListsEachCouponCodeWithItsCouponsName_WithTheWayToTheWallet', async () => {
    order = mallOrder({
      status: 'finished',
      fulfilment: 'none',
      sid: 0,
      storeName: '',
      pickupCode: '',
      couponCodes: ['CP-001', 'CP-002'],
      coupons: [
        { code: 'CP-001', name: '$20 現金券' },
        { code: 'CP-002', name: '買一送一奶茶券' },
      ],
      finishedAt: 1764300000000,
    })
    renderOrder()
    expect(await screen.findByTestId('mall-order-status')).toHaveTextContent('已發券')
    expect(screen.getAllByTestId('mall-coupon-code').map((code) => code.textContent)).toEqual(['CP-001', 'CP-002'])
    const issued = screen.getAllByTestId('mall-issued-coupon')
    expect(issued[0]).toHaveTextContent('$20 現金券')
    expect(issued[0]).toHaveTextContent('券號 CP-001')
    expect(issued[1]).toHaveTextContent('買一送一奶茶券')
    expect(screen.getByRole('button', { name: '查看我的優惠券' })).toBeInTheDocument()
    expect(screen.queryByTestId('mall-order-cancel')).toBeNull()
  })

  it('WaitingPickup_ShowsThePickupCodeAndTheStore', async () => {
    order = mallOrder()
    renderOrder()
    expect(await screen.findByTestId('mall-pickup-code')).toHaveTextContent('482913')
    expect(screen.getByTestId('mall-order-store')).toHaveTextContent('中環皇后大道中店')
    expect(screen.getByTestId('mall-order-cancel')).toBeInTheDocument()
  })
})
