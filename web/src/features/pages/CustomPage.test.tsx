import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type RequestOptions } from '../../api/client'
import type { MallIndex, MallItem } from '../../api/mall'
import type { CustomPage as Page } from '../../api/pages'
import { NO_SESSION, sessionStore } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import CustomPage from './CustomPage'

const shelfItem = (id: number, title: string, extra: Partial<MallItem> = {}): MallItem => ({
  id, categoryId: 1, title, subtitle: '', image: `/media/images/mall/${id}.svg`, points: 800, cash: '0', kind: 'goods', fulfilment: 'pickup', perStore: false, stock: 10, perMemberLimit: 0, soldOut: false, ...extra,
})

const AUTUMN: Page = {
  slug: 'mall-autumn',
  title: '秋日積分換禮',
  updatedAt: 1795862129263,
  blocks: [
    { kind: 'banner', image: '/media/images/mall/tumbler.svg', title: '品牌保溫杯 1800 積分 + $38', link: '/integralMall/pages/detail/index?id=9' },
    { kind: 'text', title: '積分換禮', text: '用積分換取港式美食。\n部分禮品可送貨上門。' },
    { kind: 'mall_items', title: '本月推介', itemIds: [3, 9, 42, 13] },
    {
      kind: 'links',
      title: '更多精彩',
      items: [
        { title: '任務中心', image: '', link: '/member/pages/taskCenter/index' },
        { title: '品牌網站', image: '', link: 'https://harbourkitchen.example/autumn' },
        { title: '舊網站', image: '', link: 'http://old.example' },
      ],
    },
  ],
}

const SHELF: MallIndex = {
  balance: null,
  categories: [{ id: 1, name: '禮品' }],
  items: [
    shelfItem(1, '港式奶茶一杯', { points: 300 }),
    shelfItem(3, '下午茶優惠券套裝'),
    shelfItem(9, '品牌保溫杯', { points: 1800, cash: '38' }),
    shelfItem(13, '限量版伙計公仔', { points: 5000, stock: 0, soldOut: true }),
  ],
}

// The server's side: the page and the mall's shelf, answered per test.
const pageAnswer = vi.fn<(slug: unknown) => Promise<Page>>()
const shelfAnswer = vi.fn<() => Promise<MallIndex>>()
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/page') return pageAnswer(options?.query?.slug)
    if (path === '/v1/mall/index') return shelfAnswer()
    return actual.request(path, options)
  }
  return { ...actual, request }
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

function renderAt(url: string) {
  const client = createQueryClient()
  // A failed read is shown at once (the app retries twice, seconds apart).
  client.setDefaultOptions({ queries: { retry: false } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/integralMall/pages/customPage/index" element={<CustomPage />} />
          <Route path="/pages/customPage/index" element={<CustomPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const MALL_PAGE = '/integralMall/pages/customPage/index?slug=mall-autumn'
const gone = () => new ApiError(404, '找不到此頁面，可能已下架', 404)

describe('CustomPage', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    sessionStore.set(NO_SESSION)
    pageAnswer.mockReset().mockResolvedValue(AUTUMN)
    shelfAnswer.mockReset().mockResolvedValue(SHELF)
  })

  it('Title_IsTheHeader_AndTheSlugIsAsked', async () => {
    renderAt(MALL_PAGE)
    expect(await screen.findByRole('heading', { level: 1, name: '秋日積分換禮' })).toBeInTheDocument()
    expect(pageAnswer).toHaveBeenCalledWith('mall-autumn')
  })

  it('IdParameter_IsReadAsTheSlug', async () => {
    renderAt('/pages/customPage/index?id=mall-autumn')
    await screen.findByRole('heading', { level: 1, name: '秋日積分換禮' })
    expect(pageAnswer).toHaveBeenCalledWith('mall-autumn')
  })

  it('Banner_IsNamedByItsCaption_AndOpensItsInAppPath', async () => {
    renderAt(MALL_PAGE)
    const banner = await screen.findByRole('link', { name: '品牌保溫杯 1800 積分 + $38' })
    expect(banner).toHaveAttribute('href', '/integralMall/pages/detail/index?id=9')
    expect(banner).not.toHaveAttribute('target')
    await userEvent.click(banner)
    expect(screen.getByTestId('where')).toHaveTextContent('/integralMall/pages/detail/index?id=9')
  })

  it('TextBlock_IsAHeadingAndItsParagraph', async () => {
    renderAt(MALL_PAGE)
    const text = await screen.findByTestId('page-text')
    expect(within(text).getByRole('heading', { level: 2, name: '積分換禮' })).toBeInTheDocument()
    expect(text.querySelector('p')?.textContent).toBe('用積分換取港式美食。\n部分禮品可送貨上門。')
  })

  it('MallItems_OnSaleInTheBlocksOrder_WithCashPartAndSoldOut_OffSaleLeftOut', async () => {
    renderAt(MALL_PAGE)
    const shelf = await screen.findByRole('region', { name: '本月推介' })
    const cards = await within(shelf).findAllByTestId('page-mall-item')
    expect(cards.map((card) => card.dataset.id)).toEqual(['3', '9', '13'])
    expect(within(cards[0]).getByTestId('page-mall-item-price')).toHaveTextContent(/^800 積分$/)
    expect(within(cards[1]).getByTestId('page-mall-item-price')).toHaveTextContent('1,800 積分 + $38')
    expect(within(cards[2]).getByText('已換完')).toBeInTheDocument()
    expect(cards[1]).toHaveAttribute('href', '/integralMall/pages/detail/index?id=9')
    await userEvent.click(cards[0])
    expect(screen.getByTestId('where')).toHaveTextContent('/integralMall/pages/detail/index?id=3')
  })

  it('MallItems_NoneOnSale_HidesTheBlock', async () => {
    pageAnswer.mockResolvedValue({ ...AUTUMN, blocks: [{ kind: 'mall_items', title: '本月推介', itemIds: [42, 43] }, AUTUMN.blocks[1]] })
    renderAt(MALL_PAGE)
    await screen.findByTestId('page-text')
    expect(await screen.findByRole('heading', { name: '積分換禮' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: '本月推介' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('page-mall-items')).not.toBeInTheDocument()
  })

  it('LinkTiles_InAppThroughTheRouter_HttpsInANewTabWithNoopener_OthersNotTappable', async () => {
    renderAt(MALL_PAGE)
    const tiles = await screen.findByRole('region', { name: '更多精彩' })
    expect(within(tiles).getByRole('link', { name: '任務中心' })).toHaveAttribute('href', '/member/pages/taskCenter/index')
    const web = within(tiles).getByRole('link', { name: '品牌網站 （在新分頁開啟）' })
    expect(web).toHaveAttribute('href', 'https://harbourkitchen.example/autumn')
    expect(web).toHaveAttribute('target', '_blank')
    expect(web.getAttribute('rel')).toMatch(/\bnoopener\b/)
    expect(within(tiles).queryByRole('link', { name: /舊網站/ })).not.toBeInTheDocument()
    expect(within(tiles).getByText('舊網站')).toBeInTheDocument()
    expect(within(tiles).getAllByRole('link')).toHaveLength(2)
  })

  it('UnknownBlockKind_IsLeftOut', async () => {
    pageAnswer.mockResolvedValue({ ...AUTUMN, blocks: [{ kind: 'video', src: 'x' } as never, AUTUMN.blocks[1]] })
    renderAt(MALL_PAGE)
    expect(await screen.findByTestId('page-text')).toBeInTheDocument()
    expect(screen.getByTestId('custom-page').children).toHaveLength(1)
  })

  it('PageTakenDown_SaysItIsNoLongerAvailable_WithAWayBackToTheMall', async () => {
    pageAnswer.mockRejectedValue(gone())
    renderAt(MALL_PAGE)
    expect(await screen.findByRole('heading', { name: '此頁面已不再提供' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '返回積分商城' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/integralMall/index')
  })

  it('BrandPageTakenDown_LeadsHome', async () => {
    pageAnswer.mockRejectedValue(gone())
    renderAt('/pages/customPage/index?slug=old-promo')
    await userEvent.click(await screen.findByRole('button', { name: '返回首頁' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/home/index')
  })

  it('NoSlug_IsNotAvailable_WithoutAsking', async () => {
    renderAt('/pages/customPage/index')
    expect(await screen.findByRole('heading', { name: '此頁面已不再提供' })).toBeInTheDocument()
    expect(pageAnswer).not.toHaveBeenCalled()
  })

  it('NetworkError_ShowsTheErrorWithRetry_AndRetryLoadsThePage', async () => {
    pageAnswer.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    renderAt(MALL_PAGE)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: '載入失敗' })).toBeInTheDocument()
    await userEvent.click(within(alert).getByRole('button', { name: '重試' }))
    expect(await screen.findByRole('heading', { level: 1, name: '秋日積分換禮' })).toBeInTheDocument()
  })

  it('Loading_ShowsTheSkeleton', async () => {
    pageAnswer.mockReturnValue(new Promise(() => undefined))
    renderAt(MALL_PAGE)
    expect(await screen.findByRole('status', { name: '正在載入專頁' })).toHaveAttribute('aria-busy', 'true')
  })
})
