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

  it('APromotionEveryMemberJoins_IsMarkedAsOne_AndOwnCouponsAreNot', () => {
    const withEvent: CheckoutCoupons = {
      ...coupons,
      usable: [...coupons.usable, { couponCode: 'EV3', couponName: '週年慶滿$30減$6', couponCategory: 10, couponValue: '6', selected: false, saves: '6', cancels: ['A'], tradeEventId: 3 }],
    }
    render(<CouponPickerSheet visible coupons={withEvent} pending={false} onChange={() => undefined} onClose={() => undefined} />)
    expect(screen.getByRole('checkbox', { name: /活動\s*週年慶滿\$30減\$6/ })).toBeInTheDocument()
    expect(screen.getAllByText('活動')).toHaveLength(1)
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

  it('CouponsThatTakeGoodsAndTakeOffNothing_LinkToTheirGoodsPage_ByTheirMode_OnlyWhereTheCheckoutOffersIt', async () => {
    const open = vi.fn()
    const modes = new Map([
      ['X', 'exchange'],
      ['G', 'gift'],
      ['B', 'none'],
    ] as const)
    const withGoods: CheckoutCoupons = {
      ...coupons,
      usable: [...coupons.usable, { couponCode: 'G', couponName: '滿$100送蛋撻', couponCategory: 30, couponValue: '0', selected: false, saves: '0', cancels: [] }],
      unusable: [
        ...coupons.unusable,
        { couponCode: 'X', couponName: '免費換領港式奶茶', couponCategory: 80, reasonCode: 22, reason: '還未添加1件可兌換商品' },
        { couponCode: 'B', couponName: '蛋撻買2送1', couponCategory: 110, reasonCode: 10, reason: '未滿足最低使用門檻' },
      ],
    }
    const { unmount } = render(<CouponPickerSheet visible coupons={withGoods} pending={false} onChange={() => undefined} goodsLinks={{ modeOf: (code) => modes.get(code as 'X'), open }} onClose={() => undefined} />)
    const exchange = screen.getAllByRole('button', { name: '揀選商品' })
    expect(exchange).toHaveLength(1)
    await userEvent.click(exchange[0])
    expect(open).toHaveBeenCalledWith('X')
    await userEvent.click(screen.getByRole('button', { name: '揀選贈品' }))
    expect(open).toHaveBeenCalledWith('G')
    unmount()
    render(<CouponPickerSheet visible coupons={withGoods} pending={false} onChange={() => undefined} onClose={() => undefined} />)
    expect(screen.queryByRole('button', { name: '揀選商品' })).toBeNull()
  })
})
