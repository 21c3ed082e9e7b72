import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestOptions } from '../api/client'
import type { MallOrder } from '../api/mallOrders'
import { NO_SESSION, sessionStore, startMemberSession } from '../api/session'
import { createQueryClient } from '../app/queryClient'
import { setLanguage } from '../i18n'
import { mallOrder } from '../test/mallFixtures'
import { MallOrderList } from './MallOrderList'

// The server's side: the member's exchanges, answered per test; the status asked for is kept.
let list: MallOrder[]
const asked = vi.fn()
vi.mock('../api/client', async (original) => {
  const actual = await original<typeof import('../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/trade/point/order/list') {
      asked(options?.query?.status)
      return { list, total: list.length }
    }
    return actual.request(path, options)
  }
  return { ...actual, request }
})

const renderList = (status: 'shipped' | null = null) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MallOrderList status={status} />
      </MemoryRouter>
    </QueryClientProvider>,
  )

describe('MallOrderList (the exchange records and the order list tab)', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    asked.mockReset()
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
  })
  afterEach(() => sessionStore.set(NO_SESSION))

  it('Rows_SayTheStatusInWords_ThePointsAndCash_AndWhereItGoes', async () => {
    list = [
      mallOrder({ order_no: 'M1', status: 'pending_payment', fulfilment: 'delivery', cash: 10, quantity: 2, points: 600 }),
      mallOrder({ order_no: 'M2', status: 'waiting_pickup' }),
      mallOrder({ order_no: 'M3', status: 'finished', fulfilment: 'none', lines: [], title: '早餐券包' }),
    ]
    renderList()
    const rows = await screen.findAllByTestId('mall-order')
    expect(rows[0]).toHaveTextContent('待付款')
    expect(rows[0]).toHaveTextContent('共 2 件 · 600 積分 + $10')
    expect(rows[0]).toHaveTextContent('送貨上門')
    expect(rows[1]).toHaveTextContent('待取貨')
    expect(rows[1]).toHaveTextContent('取貨碼 482913')
    expect(rows[2]).toHaveTextContent('已發券')
  })

  it('AnOrderOfSeveralLines_IsNamedByItsFirstAndHowManyMore', async () => {
    const line = { itemId: 7, kind: 'goods' as const, title: '港式奶茶券', image: '', quantity: 1, points: 300, cash: 0 }
    list = [mallOrder({ lines: [line, { ...line, itemId: 8, title: '帆布袋' }, { ...line, itemId: 9, title: '保溫杯' }] })]
    renderList()
    expect(await screen.findByTestId('mall-order')).toHaveTextContent('港式奶茶券 等 2 款')
  })

  it('NoneOfAStatus_SaysSo_AndAsksForThatStatus', async () => {
    list = []
    renderList('shipped')
    expect(await screen.findByText('沒有此狀態的兌換記錄')).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith('shipped')
  })
})
