import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from 'antd-mobile'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CheckoutCoupons } from '../api/coupons'
import { CouponPickerSheet } from './CouponPickerSheet'

const coupons: CheckoutCoupons = {
  selected: ['A'],
  autoSelected: true,
  usable: [
    { couponCode: 'A', couponName: '滿$30減$10', couponCategory: 10, couponValue: '10', selected: true, saves: '10', cancels: [] },
    { couponCode: 'N', couponName: '全單8折', couponCategory: 20, couponValue: '80', selected: false, saves: '12', cancels: ['A'] },
  ],
  unusable: [{ couponCode: 'U', couponName: '滿$999減$100', couponCategory: 10, reasonCode: 10, reason: '未满足最低使用门槛' }],
  lines: [{ couponCode: 'A', discount: '10' }],
}

describe('CouponPickerSheet', () => {
  afterEach(() => Dialog.clear())

  it('ListsUsableWithWhatTheySave_AndUnusableWithTheReason', () => {
    render(<CouponPickerSheet visible coupons={coupons} pending={false} onChange={() => undefined} onClose={() => undefined} />)
    expect(screen.getByRole('checkbox', { name: /滿\$30減\$10/ })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByText('已減 $10')).toBeInTheDocument()
    expect(screen.getByText('可減 $12')).toBeInTheDocument()
    expect(screen.getByText('未满足最低使用门槛')).toBeInTheDocument()
  })

  it('NonStackableCoupon_AsksBeforeCancellingTheSelection_ThenSendsTheNewOne', async () => {
    const onChange = vi.fn()
    render(<CouponPickerSheet visible coupons={coupons} pending={false} onChange={onChange} onClose={() => undefined} />)
    await userEvent.click(screen.getByRole('checkbox', { name: /全單8折/ }))
    expect(await screen.findByText(/選用後將取消：滿\$30減\$10/)).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: '確定' }))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['N']))
  })

  it('TappingTheSelectedCoupon_DeselectsItWithoutAsking', async () => {
    const onChange = vi.fn()
    render(<CouponPickerSheet visible coupons={coupons} pending={false} onChange={onChange} onClose={() => undefined} />)
    await userEvent.click(screen.getByRole('checkbox', { name: /滿\$30減\$10/ }))
    expect(onChange).toHaveBeenCalledWith([])
  })

  it('ExchangeCouponWithoutItsGoods_LinksToItsGoodsPage_OnlyWhereTheCheckoutOffersIt', async () => {
    const onPickGoods = vi.fn()
    const withExchange: CheckoutCoupons = {
      ...coupons,
      unusable: [...coupons.unusable, { couponCode: 'X', couponName: '免費換領港式奶茶', couponCategory: 80, reasonCode: 22, reason: '還未添加1件可兌換商品' }],
    }
    const { unmount } = render(<CouponPickerSheet visible coupons={withExchange} pending={false} onChange={() => undefined} onPickGoods={onPickGoods} onClose={() => undefined} />)
    const links = screen.getAllByRole('button', { name: '揀選商品' })
    expect(links).toHaveLength(1)
    await userEvent.click(links[0])
    expect(onPickGoods).toHaveBeenCalledWith('X')
    unmount()
    render(<CouponPickerSheet visible coupons={withExchange} pending={false} onChange={() => undefined} onClose={() => undefined} />)
    expect(screen.queryByRole('button', { name: '揀選商品' })).toBeNull()
  })
})
