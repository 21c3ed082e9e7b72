import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog, Toast } from 'antd-mobile'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type RequestOptions } from '../../api/client'
import { useConsoleMallOrders } from '../../api/console'
import type { MallOrder } from '../../api/mallOrders'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import { MallPickups } from './MallPickups'
import { mallOrder } from '../../test/mallFixtures'

// The server's side: the store's waiting exchanges and the hand-over (answered per test).
const collect = vi.fn()
let waiting: MallOrder[]
let listReads = 0
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/console/mall/orders') {
      listReads++
      return { list: waiting }
    }
    if (path === '/v1/console/mall/collect') return collect(options?.body)
    return actual.request(path, options)
  }
  return { ...actual, request }
})

const exchange = (order_no: string, pickupCode: string, title = '港式奶茶券', quantity = 2): MallOrder =>
  mallOrder({
    order_no,
    lines: [{ itemId: 7, kind: 'goods', title, image: '', quantity, points: 600, cash: 0 }],
    title,
    quantity,
    points: 600,
    sid: 1007,
    storeName: '旺角店',
    pickupCode,
    createdAt: Date.UTC(2026, 10, 28, 2, 5), // 28/11 10:05 in Hong Kong
  })

function Panel() {
  return <MallPickups orders={useConsoleMallOrders(1007)} />
}

function renderPanel() {
  const user = userEvent.setup({ pointerEventsCheck: 0 })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Panel />
    </QueryClientProvider>,
  )
  return user
}

const codeField = () => screen.getByLabelText('取貨碼')
const handOverButton = () => screen.getByRole('button', { name: '交收禮品' })

describe('MallPickups', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    collect.mockReset()
    waiting = [exchange('M2611280001', '482913')]
    listReads = 0
  })
  afterEach(() => {
    Dialog.clear()
    Toast.clear()
  })

  it('MallPickup_CodeIsCheckedBeforeAnythingIsSent', async () => {
    const user = renderPanel()
    await screen.findByTestId('mall-pickup-order')
    await user.click(handOverButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('請輸入取貨碼')
    await user.type(codeField(), '12a')
    expect(screen.getByRole('alert')).toHaveTextContent('取貨碼只可以輸入數字')
    expect(codeField()).toHaveAttribute('aria-invalid', 'true')
    await user.clear(codeField())
    await user.type(codeField(), '12345')
    expect(screen.queryByRole('alert')).toBeNull() // short is said only once they try
    await user.click(handOverButton())
    expect(screen.getByRole('alert')).toHaveTextContent('取貨碼是 6 位數字')
    await user.type(codeField(), '6')
    expect(screen.queryByRole('alert')).toBeNull()
    await user.type(codeField(), '78')
    expect(screen.getByRole('alert')).toHaveTextContent('取貨碼是 6 位數字')
    expect(collect).not.toHaveBeenCalled()
  })

  it('MallPickup_HandedOverByCodeNamesTheGiftAndQuantityAndReadsTheListAgain', async () => {
    collect.mockImplementation(async () => {
      const done = { ...waiting[0], status: 'finished', finishedAt: Date.now() }
      waiting = []
      return done
    })
    const user = renderPanel()
    await screen.findByTestId('mall-pickup-order')
    expect(screen.getByRole('heading', { name: '待取貨禮品（1）' })).toBeInTheDocument()
    await user.type(codeField(), ' 482 913 ')
    await user.click(handOverButton())
    await waitFor(() => expect(collect).toHaveBeenCalledWith({ pickupCode: '482913' }))
    expect(await screen.findByTestId('mall-pickup-done')).toHaveTextContent('已交收：港式奶茶券 ×2')
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('兌換編號 M2611280001')
    expect(codeField()).toHaveValue('')
    expect(await screen.findByText('暫無待取貨禮品')).toBeInTheDocument()
    expect(listReads).toBe(2)
  })

  it('MallPickup_ARefusalIsTheServersMessageUnderTheField', async () => {
    collect.mockRejectedValue(new ApiError(404, '找不到此兌換', 404))
    const user = renderPanel()
    await user.type(codeField(), '111111')
    await user.click(handOverButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('找不到此兌換')
    expect(screen.queryByTestId('mall-pickup-done')).toBeNull()
    // Typing again clears it.
    await user.type(codeField(), '{Backspace}')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('MallPickup_ACodeTwoExchangesShareListsJustThose', async () => {
    waiting = [exchange('M1', '555555', '帆布袋', 1), exchange('M2', '123456'), exchange('M3', '555555', '保溫杯', 1)]
    collect.mockRejectedValue(new ApiError(36005, '有多於一張兌換使用此取貨碼，請輸入兌換編號', 409))
    const user = renderPanel()
    await waitFor(() => expect(screen.getAllByTestId('mall-pickup-order')).toHaveLength(3))
    await user.type(codeField(), '555555')
    await user.click(handOverButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('有多於一張兌換使用此取貨碼，請輸入兌換編號')
    expect(await screen.findByTestId('mall-pickup-sharing')).toHaveTextContent('有 2 張兌換使用取貨碼 555555')
    expect(screen.getAllByTestId('mall-pickup-order').map((row) => row.dataset.orderNo)).toEqual(['M1', 'M3'])
    await user.click(screen.getByRole('button', { name: '顯示全部' }))
    expect(screen.getAllByTestId('mall-pickup-order')).toHaveLength(3)
  })

  it('MallPickup_ARowAsksFirstThenHandsOverByItsNumber', async () => {
    collect.mockImplementation(async (body: { order_no: string }) => ({ ...waiting[0], order_no: body.order_no, status: 'finished' }))
    const user = renderPanel()
    const row = await screen.findByTestId('mall-pickup-order')
    expect(row).toHaveTextContent('港式奶茶券 ×2')
    expect(row).toHaveTextContent('取貨碼 482913')
    expect(row).toHaveTextContent('28/11 10:05 兌換 · 兌換編號 M2611280001')
    const button = within(row).getByRole('button', { name: '交收 港式奶茶券（取貨碼 482913）' })
    await user.click(button)
    expect(await screen.findByText('港式奶茶券 ×2，取貨碼 482913。請先核對會員出示的取貨碼。')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByText('交收禮品？')).not.toBeInTheDocument())
    expect(collect).not.toHaveBeenCalled()
    await user.click(button)
    await user.click(await screen.findByRole('button', { name: '確認交收' }))
    await waitFor(() => expect(collect).toHaveBeenCalledWith({ order_no: 'M2611280001' }))
    expect(await screen.findByTestId('mall-pickup-done')).toHaveTextContent('已交收：港式奶茶券 ×2')
  })

  it('MallPickup_NothingWaitingSaysSo', async () => {
    waiting = []
    renderPanel()
    expect(await screen.findByText('暫無待取貨禮品')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '待取貨禮品（0）' })).toBeInTheDocument()
  })
})
