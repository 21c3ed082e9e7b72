import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toast } from 'antd-mobile'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestOptions } from '../../api/client'
import type { MallCart } from '../../api/mallCart'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import { mallItem } from '../../test/mallFixtures'
import { cartTicksStore } from './cartTicks'
import MallCartPage from './MallCartPage'

// The server's side: the cart, and setting a line (answered with the cart changed).
let cart: MallCart
const setLine = vi.fn()
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/mall/cart' && options?.method === 'POST') return setLine(options.body)
    if (path === '/v1/mall/cart') return cart
    return actual.request(path, options)
  }
  return { ...actual, request }
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

function renderCart() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/integralMall/pages/shoppingCart/index']}>
        <Routes>
          <Route path="/integralMall/pages/shoppingCart/index" element={<MallCartPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const tea = mallItem({ id: 7, title: '港式奶茶券', points: 300, perMemberLimit: 0 })
const bag = mallItem({ id: 8, title: '帆布袋', points: 800, cash: 10, fulfilment: 'both', perMemberLimit: 0 })

describe('MallCartPage', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    setLine.mockReset()
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
    cartTicksStore.set({ memberId: null, unticked: [] })
  })
  afterEach(() => {
    Toast.clear()
    sessionStore.set(NO_SESSION)
  })

  it('Lines_TotalPointsAndCash_AndCheckOutToTheConfirmPage', async () => {
    cart = { lines: [{ itemId: 7, quantity: 2, item: tea }, { itemId: 8, quantity: 1, item: bag }], points: 1400, cash: '10', balance: 5000 }
    renderCart()
    expect(await screen.findByTestId('mall-cart-total')).toHaveTextContent('1,400 積分 + $10')
    await userEvent.click(screen.getByRole('button', { name: '去結算' }))
    expect((await screen.findByTestId('where')).textContent).toBe('/integralMall/pages/confirmOrder/index?cart=1&lines=7%2C8')
  })

  it('TickingLines_TotalsOnlyTheTickedOnes_AndChecksOutThoseLines', async () => {
    cart = { lines: [{ itemId: 7, quantity: 2, item: tea }, { itemId: 8, quantity: 1, item: bag }], points: 1400, cash: '10', balance: 5000 }
    renderCart()
    const bagTick = await screen.findByRole('checkbox', { name: '選取帆布袋' })
    expect(bagTick).toBeChecked()
    await userEvent.click(bagTick)
    expect(screen.getByTestId('mall-cart-total')).toHaveTextContent('600 積分')
    expect(screen.getByTestId('mall-cart-total')).not.toHaveTextContent('$10')
    expect(screen.getByText('已選合共（2 件）')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: '全選' })).not.toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: '去結算' }))
    expect((await screen.findByTestId('where')).textContent).toBe('/integralMall/pages/confirmOrder/index?cart=1&lines=7')
  })

  it('SelectAll_UnticksEveryLine_ThenCheckoutSaysToTickSome', async () => {
    cart = { lines: [{ itemId: 7, quantity: 2, item: tea }, { itemId: 8, quantity: 1, item: bag }], points: 1400, cash: '10', balance: 5000 }
    renderCart()
    await userEvent.click(await screen.findByRole('checkbox', { name: '全選' }))
    expect(screen.getByRole('checkbox', { name: '選取港式奶茶券' })).not.toBeChecked()
    expect(screen.getByTestId('mall-block-reason')).toHaveTextContent('請先選取要兌換的禮品')
    expect(screen.getByRole('button', { name: '去結算' })).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: '全選' }))
    expect(screen.getByRole('checkbox', { name: '選取帆布袋' })).toBeChecked()
    expect(screen.getByRole('button', { name: '去結算' })).toBeEnabled()
  })

  it('ALineThatCannotBeHad_StopsCheckoutOnlyWhileTicked', async () => {
    const gone = mallItem({ id: 9, title: '保溫杯', soldOut: true, stock: 0, perMemberLimit: 0 })
    cart = { lines: [{ itemId: 7, quantity: 1, item: tea }, { itemId: 9, quantity: 1, item: gone }], points: 600, cash: 0, balance: 5000 }
    renderCart()
    expect(await screen.findByTestId('mall-block-reason')).toHaveTextContent('保溫杯存貨不足')
    await userEvent.click(screen.getByRole('checkbox', { name: '選取保溫杯' }))
    expect(screen.queryByTestId('mall-block-reason')).toBeNull()
    expect(screen.getByRole('button', { name: '去結算' })).toBeEnabled()
  })

  it('Steppers_SetTheLine_AndRemoveSetsItToZero', async () => {
    cart = { lines: [{ itemId: 7, quantity: 2, item: tea }], points: 600, cash: 0, balance: 5000 }
    setLine.mockImplementation(async (body: { itemId: number; quantity: number }) => ({ ...cart, lines: body.quantity ? [{ itemId: 7, quantity: body.quantity, item: tea }] : [], points: 300 * body.quantity }))
    renderCart()
    const stepper = await screen.findByRole('group', { name: '港式奶茶券的數量' })
    await userEvent.click(within(stepper).getByRole('button', { name: '增加數量' }))
    await waitFor(() => expect(setLine).toHaveBeenCalledWith({ itemId: 7, quantity: 3 }))
    await screen.findByText('900 積分')
    await userEvent.click(screen.getByRole('button', { name: '移除港式奶茶券' }))
    await waitFor(() => expect(setLine).toHaveBeenLastCalledWith({ itemId: 7, quantity: 0 }))
    expect(await screen.findByText('購物車是空的')).toBeInTheDocument()
  })

  it('PointsShort_WarnsWithTheShortfall_AndCheckoutIsDisabled', async () => {
    cart = { lines: [{ itemId: 7, quantity: 6, item: tea }], points: 1800, cash: 0, balance: 1234 }
    renderCart()
    expect(await screen.findByTestId('mall-block-reason')).toHaveTextContent('積分不足，尚欠 566 積分')
    expect(screen.getByRole('button', { name: '去結算' })).toBeDisabled()
  })

  it('PickupOnlyWithDeliveryOnly_SaysToExchangeThemSeparately', async () => {
    const post = mallItem({ id: 9, title: '保溫杯', fulfilment: 'delivery', perMemberLimit: 0 })
    cart = { lines: [{ itemId: 7, quantity: 1, item: tea }, { itemId: 9, quantity: 1, item: post }], points: 600, cash: 0, balance: 5000 }
    renderCart()
    expect(await screen.findByTestId('mall-block-reason')).toHaveTextContent('請分開兌換')
    expect(screen.getByRole('button', { name: '去結算' })).toBeDisabled()
  })
})
