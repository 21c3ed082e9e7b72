import { describe, expect, it } from 'vitest'
import type { ServerCartLine } from '../../api/cart'
import type { CheckoutCoupons } from '../../api/coupons'
import type { OrderConfirm } from '../../api/order'
import { freeGiftLineIds } from './freeGiftLines'

const cartLine = (id: number, couponKey = '') => ({ id, couponKey }) as ServerCartLine
const priced = (id: number, total_price: string) => ({ id, goods_id: id, name: '', optionName: '', num: 1, price: total_price, total_price })
const coupons = (patch: Partial<CheckoutCoupons>): CheckoutCoupons => ({ selected: [], autoSelected: false, usable: [], unusable: [], lines: [], ...patch })

describe('gift lines shown free at checkout', () => {
  const cart = [cartLine(1), cartLine(2, 'gift:CG1'), cartLine(3, 'exchange:CX1'), cartLine(4, 'stepgift:CS1')]
  const lines = [priced(1, '116'), priced(2, '12'), priced(3, '18'), priced(4, '12')]

  it('AGiftOfASelectedCouponWhoseDiscountCoversIt_IsFree', () => {
    const confirm: Pick<OrderConfirm, 'lines' | 'coupons'> = { lines, coupons: coupons({ selected: ['CG1', 'CS1'], lines: [{ couponCode: 'CG1', discount: '12' }, { couponCode: 'CS1', discount: '12' }] }) }
    expect([...freeGiftLineIds(cart, confirm)]).toEqual([2, 4])
  })

  it('ExchangeLinesOrdinaryLinesUnselectedCouponsAndPartlyCoveredGifts_AreNotShownFree', () => {
    expect(freeGiftLineIds(cart, { lines, coupons: coupons({ selected: ['CX1'], lines: [{ couponCode: 'CX1', discount: '18' }] }) }).size).toBe(0)
    expect(freeGiftLineIds(cart, { lines, coupons: coupons({ selected: [], lines: [] }) }).size).toBe(0)
    expect(freeGiftLineIds(cart, { lines, coupons: coupons({ selected: ['CG1'], lines: [{ couponCode: 'CG1', discount: '6' }] }) }).size).toBe(0)
  })

  it('AClearedGiftLine_IsNotPriced_SoNotShown', () => {
    const confirm = { lines: [priced(1, '94')], coupons: coupons({ selected: ['CG1'], lines: [{ couponCode: 'CG1', discount: '0' }] }) }
    expect(freeGiftLineIds(cart, confirm).size).toBe(0)
    expect(freeGiftLineIds(cart, { lines, coupons: undefined }).size).toBe(0)
  })
})
