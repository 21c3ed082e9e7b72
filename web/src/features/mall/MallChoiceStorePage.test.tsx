import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type RequestOptions } from '../../api/client'
import type { MallItemDetail } from '../../api/mall'
import type { MallCart } from '../../api/mallCart'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import { mallItem, mallItemDetail } from '../../test/mallFixtures'
import MallChoiceStorePage from './MallChoiceStorePage'

// The server's side: items by id, the cart, and the store list (or its failure).
let details: Record<number, MallItemDetail | 'gone'>
let cart: MallCart
let storeList: 'fail' | number[]
const stores = (sids: number[]) => sids.map((sid) => ({ sid, name: `門店 ${sid}`, address: `地址 ${sid}`, isOpen: true, businessStatus: 1, orderTypes: [2], distance: 350, todayHours: '07:00-22:00' }))
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/mall/goods/detail') {
      const detail = details[Number(options?.query?.id)]
      if (!detail || detail === 'gone') throw new ApiError(404, '此禮品已下架', 404)
      return detail
    }
    if (path === '/v1/mall/cart') return cart
    if (path === '/v1/store/list') {
      if (storeList === 'fail') throw new ApiError(400, '系統繁忙', 400)
      return { list: stores(storeList), total: storeList.length }
    }
    return actual.request(path, options)
  }
  return { ...actual, request }
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

function renderPage(search: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/integralMall/pages/choiceStore/index${search}`]}>
        <Routes>
          <Route path="/integralMall/pages/choiceStore/index" element={<MallChoiceStorePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const cards = () => screen.findAllByTestId('store-card')

describe('MallChoiceStorePage (integralMall/pages/choiceStore/index)', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    storeList = [1001, 1007, 1009]
    details = { 7: mallItemDetail({ id: 7, title: '港式奶茶券' }) }
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
  })
  afterEach(() => sessionStore.set(NO_SESSION))

  it('AnItemStockedPerStore_ListsOnlyTheStoresThatStockIt_WithTheirStock_AndOneShortCannotBeChosen', async () => {
    details[7] = mallItemDetail({ id: 7, title: '菠蘿包', perStore: true, stock: 0, stores: [{ sid: 1007, stock: 3 }, { sid: 1009, stock: 1 }] })
    renderPage('?id=7&qty=2')
    expect(await screen.findByTestId('choice-store-goods')).toHaveTextContent('菠蘿包 × 2')
    const list = await cards()
    expect(list.map((card) => card.getAttribute('data-sid'))).toEqual(['1007', '1009'])
    expect(list[0]).toHaveTextContent('此門店尚餘 3 件')
    expect(list[0]).toHaveTextContent('地址 1007')
    expect(list[1]).toHaveTextContent('此門店只餘 1 件')
    expect(within(list[1]).getByRole('button')).toBeDisabled()
  })

  it('ChoosingAStore_OpensTheConfirmPageWithIt_ForThePickup', async () => {
    renderPage('?id=7&qty=2&sid=1001')
    const list = await cards()
    expect(list[0]).toHaveTextContent('已選')
    await userEvent.click(within(list[1]).getByRole('button'))
    expect((await screen.findByTestId('where')).textContent).toBe('/integralMall/pages/confirmOrder/index?id=7&qty=2&how=pickup&sid=1007')
  })

  it('TheCartsTickedLines_AreTheGoods_AndChoosingKeepsThem', async () => {
    const tea = mallItem({ id: 7, title: '港式奶茶券' })
    const bag = mallItem({ id: 8, title: '帆布袋' })
    cart = { lines: [{ itemId: 7, quantity: 2, item: tea }, { itemId: 8, quantity: 1, item: bag }], points: 900, cash: 0, balance: 5000 }
    renderPage('?cart=1&lines=8')
    const goods = await screen.findByTestId('choice-store-goods')
    expect(goods).toHaveTextContent('帆布袋 × 1')
    expect(goods).not.toHaveTextContent('港式奶茶券')
    expect(goods).toHaveTextContent('以下任何一間門店都可以領取。')
    await userEvent.click(within((await cards())[0]).getByRole('button'))
    expect((await screen.findByTestId('where')).textContent).toBe('/integralMall/pages/confirmOrder/index?cart=1&lines=8&how=pickup&sid=1001')
  })

  it('OpenedWithoutGoods_ExplainsAndLeadsToTheMall_AndStillListsTheStores', async () => {
    renderPage('')
    expect(await screen.findByText('請先揀選要兌換的禮品')).toBeInTheDocument()
    expect(await cards()).toHaveLength(3)
    await userEvent.click(screen.getByRole('button', { name: '返回積分商城' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/pages/integralMall/index')
  })

  it('AVisitorsCart_IsNoGoods_NotAnEndlessSpinner', async () => {
    sessionStore.set(NO_SESSION)
    renderPage('?cart=1')
    expect(await screen.findByTestId('choice-store-no-goods')).toBeInTheDocument()
  })

  it('AnItemOffSale_SaysSo', async () => {
    details[7] = 'gone'
    renderPage('?id=7')
    expect(await screen.findByText('此禮品已下架或不存在')).toBeInTheDocument()
  })

  it('AnItemDeliveredOnly_NeedsNoStore', async () => {
    details[7] = mallItemDetail({ id: 7, fulfilment: 'delivery' })
    renderPage('?id=7')
    expect(await screen.findByText('此禮品不設門店自取')).toBeInTheDocument()
  })

  it('TheStoreListFails_SaysSoWithRetry_AndNoStoresSaysSo', async () => {
    storeList = 'fail'
    const { unmount } = renderPage('?id=7')
    expect(await screen.findByRole('button', { name: '重試' })).toBeInTheDocument()
    unmount()
    storeList = []
    renderPage('?id=7')
    expect(await screen.findByText('暫時沒有門店')).toBeInTheDocument()
  })
})
