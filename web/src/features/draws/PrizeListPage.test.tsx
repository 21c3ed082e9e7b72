import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toast } from 'antd-mobile'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestOptions } from '../../api/client'
import type { DrawRecord } from '../../api/draws'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import { drawRecord } from '../../test/drawFixtures'
import PrizeListPage from './PrizeListPage'

// The server's side: the member's prizes and addresses, and the address chosen for a prize.
let prizes: DrawRecord[]
let addresses: unknown[]
const choose = vi.fn()
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/activity/prizes') return { list: prizes, total: prizes.length }
    if (path === '/v1/activity/prize/detail') return prizes.find((x) => x.recordNo === options?.query?.recordNo)
    if (path === '/v1/address/list') return { list: addresses, total: addresses.length }
    if (path === '/v1/activity/prize/address') return choose(options?.body)
    return actual.request(path, options)
  }
  return { ...actual, request }
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

function renderPrizes(url = '/memberMinVolume/pages/prizeList/index') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/memberMinVolume/pages/prizeList/index" element={<PrizeListPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const tote = drawRecord({ recordNo: 'R2', kind: 'physical', prizeName: '茶餐廳帆布袋', couponCode: null, status: 'awaiting_address' })
const home = { id: 9, consignee: '陳大文', areaCode: '852', phone: '91234567', address: '中環皇后大道中 1 號', houseNumber: '12 樓 A 室', lat: 22.28, lng: 114.15, isDefault: 1, updatedAt: 0 }

describe('PrizeListPage', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    choose.mockReset()
    prizes = [drawRecord(), tote]
    addresses = [home]
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
  })
  afterEach(() => {
    Toast.clear()
    sessionStore.set(NO_SESSION)
  })

  it('EachPrize_SaysItsStatusInWords_WithItsWayOn', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    renderPrizes()
    const rows = await screen.findAllByTestId('prize')
    expect(rows[0]).toHaveTextContent('已中獎')
    expect(within(rows[0]).getByRole('button', { name: '去錢包查看' })).toBeInTheDocument()
    expect(rows[1]).toHaveTextContent('待填寫地址')
    await user.click(within(rows[0]).getByRole('button', { name: '去錢包查看' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/member/pages/voucher/voucherDetail/index?couponCode=C123456')
  })

  it('ChoosingAnAddress_SendsThePrizeThere_AndTheRowShowsItToShip', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    choose.mockImplementation(async (body: { recordNo: string; addressId: number }) => {
      const shipped = { ...tote, status: 'to_ship' as const, address: { consignee: '陳大文', phone: '+852 91234567', address: '中環皇后大道中 1 號 12 樓 A 室' } }
      prizes = [prizes[0], shipped]
      return { ...shipped, recordNo: body.recordNo }
    })
    renderPrizes()
    await user.click(await screen.findByRole('button', { name: '選擇收貨地址' }))
    const sheet = await screen.findByRole('dialog', { name: '選擇收貨地址' })
    expect(await within(sheet).findByText('獎品：茶餐廳帆布袋')).toBeInTheDocument()
    await user.click(within(sheet).getByRole('button', { name: /中環皇后大道中 1 號/ }))
    await waitFor(() => expect(choose).toHaveBeenCalledWith({ recordNo: 'R2', addressId: 9 }))
    const row = await screen.findByText('待發貨')
    expect(row.closest('li')).toHaveTextContent('中環皇后大道中 1 號 12 樓 A 室')
    expect(within(row.closest('li') as HTMLElement).getByRole('button', { name: '更改收貨地址' })).toBeInTheDocument()
  })

  it('FromADrawsResult_OpensThatPrizesAddressSheet', async () => {
    renderPrizes('/memberMinVolume/pages/prizeList/index?recordNo=R2')
    const sheet = await screen.findByRole('dialog', { name: '選擇收貨地址' })
    expect(await within(sheet).findByText('獎品：茶餐廳帆布袋')).toBeInTheDocument()
  })

  it('WithNoSavedAddress_OffersToAddOne_AndComesBackToTheSheet', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    addresses = []
    const first = renderPrizes()
    await user.click(await screen.findByRole('button', { name: '選擇收貨地址' }))
    const sheet = await screen.findByRole('dialog', { name: '選擇收貨地址' })
    expect(sheet).toHaveTextContent('未有收貨地址')
    await user.click(within(sheet).getByRole('button', { name: '新增地址' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/member/pages/address/edit/index')
    first.unmount()
    // Back from the address form: the sheet opens again for the same prize.
    addresses = [home]
    renderPrizes()
    const again = await screen.findByRole('dialog', { name: '選擇收貨地址' })
    expect(await within(again).findByText('獎品：茶餐廳帆布袋')).toBeInTheDocument()
  })
})
