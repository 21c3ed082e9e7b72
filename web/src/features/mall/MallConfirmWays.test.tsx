import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toast } from 'antd-mobile'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestOptions } from '../../api/client'
import type { MallItemDetail } from '../../api/mall'
import type { MallCart } from '../../api/mallCart'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { INITIAL_STORE_STATE, setStoreState, storeState } from '../../app/storeState'
import { setLanguage } from '../../i18n'
import { mallItem, mallItemDetail, mallOrder } from '../../test/mallFixtures'
import MallConfirmPage from './MallConfirmPage'
import { confirmContext, pickedStoreFor, rememberPickedStore } from './pickedStore'

// The server's side: the item (per test), the stores, the address book, the exchange and its payment.
const submit = vi.fn()
const pay = vi.fn()
let itemDetail: MallItemDetail
let cart: MallCart
const home = { id: 9, consignee: '陳大文', areaCode: '852', phone: '91234567', address: '中環皇后大道中 1 號', houseNumber: '12 樓 A 室', lat: 22.28, lng: 114.15, isDefault: 1, updatedAt: 0 }
const stores = [1001, 1007, 1009].map((sid) => ({ sid, name: `門店 ${sid}`, address: `地址 ${sid}`, isOpen: true, businessStatus: 1, orderTypes: [2], distance: null, todayHours: '07:00-22:00' }))
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/mall/goods/detail') return itemDetail
    if (path === '/v1/mall/cart') return cart
    if (path === '/v1/store/info') return { ...stores[0], sid: Number(options?.query?.sid), name: `門店 ${options?.query?.sid}`, licences: [] }
    if (path === '/v1/store/list') return { list: stores, total: stores.length }
    if (path === '/v1/address/list') return { list: [home], total: 1 }
    if (path === '/v1/trade/point/order/submit') return submit(options?.body)
    if (path === '/v1/trade/point/order/pay') return pay(options?.body, options?.headers?.['Idempotency-Key'])
    return actual.request(path, options)
  }
  return { ...actual, request }
})

const assign = vi.fn()
vi.stubGlobal('location', { ...window.location, assign })

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

function renderConfirm(search: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/integralMall/pages/confirmOrder/index${search}`]}>
        <Routes>
          <Route path="/integralMall/pages/confirmOrder/index" element={<MallConfirmPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('MallConfirmPage: delivery, a cash part, a package, stock per store', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    submit.mockReset()
    pay.mockReset()
    assign.mockReset()
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
    setStoreState({ sid: 1001 })
  })
  afterEach(() => {
    Toast.clear()
    sessionStore.set(NO_SESSION)
    storeState.set(INITIAL_STORE_STATE)
  })

  it('CashPartDelivered_ExchangesToTheDefaultAddress_ThenGoesToTheCardPage_ComingBackToThePayResult', async () => {
    itemDetail = mallItemDetail({ cash: 10, fulfilment: 'delivery' })
    submit.mockResolvedValue(mallOrder({ status: 'pending_payment', fulfilment: 'delivery', cash: 10 }))
    pay.mockResolvedValue({ orderNo: 'ML1', payUrl: '/sandbox/pay/ML1' })
    renderConfirm('?id=7')
    await screen.findByText('陳大文 · +852 91234567')
    expect(screen.getByTestId('mall-total-cash')).toHaveTextContent('$10')
    await userEvent.click(screen.getByRole('button', { name: '確認兌換並付款（300 積分 + $10）' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/pay/ML1'))
    expect(submit.mock.calls[0][0]).toEqual({ itemId: 7, quantity: 1, fulfilment: 'delivery', addressId: 9 })
    expect(pay.mock.calls[0][0]).toEqual({ order_no: 'M2611280001', success_url: '/integralMall/pages/integralPay/index?order_no=M2611280001' })
    expect(pay.mock.calls[0][1]).toBeTruthy()
  })

  it('PayCouldNotStart_OpensTheExchange_WhichOffersPayNow', async () => {
    itemDetail = mallItemDetail({ cash: 10, fulfilment: 'delivery' })
    submit.mockResolvedValue(mallOrder({ status: 'pending_payment', fulfilment: 'delivery', cash: 10 }))
    pay.mockRejectedValue(new Error('gateway down'))
    renderConfirm('?id=7')
    await screen.findByText('陳大文 · +852 91234567')
    await userEvent.click(screen.getByTestId('mall-confirm'))
    expect(await screen.findByTestId('where')).toHaveTextContent('/integralMall/pages/orderItemDetail/index?order_no=M2611280001')
    expect(assign).not.toHaveBeenCalled()
  })

  it('BothWays_PickupFirst_DeliveryChosenByItsChip', async () => {
    itemDetail = mallItemDetail({ fulfilment: 'both' })
    submit.mockResolvedValue(mallOrder({ status: 'waiting_shipment', fulfilment: 'delivery' }))
    renderConfirm('?id=7')
    const ways = await screen.findByRole('radiogroup', { name: '取貨方式' })
    expect(within(ways).getByRole('radio', { name: '門店自取' })).toBeChecked()
    await userEvent.click(within(ways).getByRole('radio', { name: '送貨上門' }))
    await screen.findByText('陳大文 · +852 91234567')
    await userEvent.click(screen.getByTestId('mall-confirm'))
    await waitFor(() => expect(submit).toHaveBeenCalled())
    expect(submit.mock.calls[0][0]).toEqual({ itemId: 7, quantity: 1, fulfilment: 'delivery', addressId: 9 })
  })

  it('APackage_NeedsNoStoreOrAddress_AndSaysTheCouponsGoToTheWallet', async () => {
    itemDetail = mallItemDetail({ kind: 'coupons', fulfilment: 'none', coupons: [{ templateId: 3, name: '奶茶券', count: 2 }] })
    submit.mockResolvedValue(mallOrder({ status: 'finished', fulfilment: 'none', couponCodes: ['C1', 'C2'] }))
    renderConfirm('?id=7')
    await screen.findByText('兌換後，優惠券會即時存入你的錢包。')
    expect(screen.queryByTestId('mall-pickup-store')).toBeNull()
    await userEvent.click(screen.getByTestId('mall-confirm'))
    await waitFor(() => expect(submit).toHaveBeenCalled())
    expect(submit.mock.calls[0][0]).toEqual({ itemId: 7, quantity: 1 })
  })

  it('StockedPerStore_OffersOnlyTheStoresThatStockIt_AndDisablesOneWithNone', async () => {
    itemDetail = mallItemDetail({ perStore: true, stock: 0, stores: [{ sid: 1007, stock: 3 }, { sid: 1009, stock: 0 }] })
    renderConfirm('?id=7')
    // The app's store (1001) does not stock it: none is chosen, and confirm asks for one in a sheet.
    await screen.findByRole('button', { name: /請選擇門店/ })
    await userEvent.click(screen.getByTestId('mall-confirm'))
    const sheet = await screen.findByTestId('pickup-store-sheet')
    const cards = await within(sheet).findAllByTestId('store-card')
    expect(cards.map((card) => card.getAttribute('data-sid'))).toEqual(['1007', '1009'])
    expect(cards[0]).toHaveTextContent('此門店尚餘 3 件')
    expect(within(cards[1]).getByRole('button')).toBeDisabled()
    expect(cards[1]).toHaveTextContent('此門店已換完')
  })

  it('FromTheCart_ShowsAndExchangesOnlyTheTickedLines_NamingThemForTheServer', async () => {
    const tea = mallItem({ id: 7, title: '港式奶茶券', perMemberLimit: 0 })
    const bag = mallItem({ id: 8, title: '帆布袋', points: 800, perMemberLimit: 0 })
    cart = { lines: [{ itemId: 7, quantity: 2, item: tea }, { itemId: 8, quantity: 1, item: bag }], points: 1400, cash: 0, balance: 5000 }
    submit.mockResolvedValue(mallOrder())
    renderConfirm('?cart=1&lines=7')
    expect(await screen.findByText('港式奶茶券')).toBeInTheDocument()
    expect(screen.queryByText('帆布袋')).toBeNull()
    await userEvent.click(await screen.findByRole('button', { name: '確認兌換（600 積分）' }))
    await waitFor(() => expect(submit).toHaveBeenCalled())
    expect(submit.mock.calls[0][0]).toEqual({ lineIds: [7], fromCart: true, fulfilment: 'pickup', sid: 1001 })
  })

  it('FromTheCart_LinesNoLongerThere_SaySoAndLeadBackToTheCart', async () => {
    cart = { lines: [{ itemId: 8, quantity: 1, item: mallItem({ id: 8, title: '帆布袋' }) }], points: 300, cash: 0, balance: 5000 }
    renderConfirm('?cart=1&lines=7')
    expect(await screen.findByText('所選禮品已不在購物車內')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '返回購物車' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/integralMall/pages/shoppingCart/index')
  })

  it('TheStoreRow_OpensTheChoiceStorePage_WithTheGoodsAndTheStoreChosenNow', async () => {
    itemDetail = mallItemDetail({ perStore: true, stock: 0, stores: [{ sid: 1001, stock: 3 }] })
    renderConfirm('?id=7&qty=2')
    await userEvent.click(await screen.findByRole('button', { name: /門店 1001/ }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/integralMall/pages/choiceStore/index?id=7&qty=2&sid=1001')
  })

  it('BackFromTheChoiceStorePage_TakesTheStorePickedThere', async () => {
    itemDetail = mallItemDetail({ perStore: true, stock: 0, stores: [{ sid: 1001, stock: 3 }, { sid: 1009, stock: 1 }] })
    rememberPickedStore(confirmContext({ itemId: 7, fromCart: false, lineIds: null }), 1009)
    renderConfirm('?id=7')
    expect(await screen.findByRole('button', { name: /門店 1009/ })).toHaveAttribute('data-sid', '1009')
    // Taken once: the address holds it now.
    expect(pickedStoreFor(confirmContext({ itemId: 7, fromCart: false, lineIds: null }))).toBeNull()
  })
})
