import { describe, expect, it } from 'vitest'
import { GOODS_ON_SALE, GOODS_OUTSIDE_TIME, GOODS_SOLD_OUT, type MenuCategory, type MenuGoods, type SaleTime } from '../api/menu'
import { arrangeForNow, nextSaleStart } from './dayPart'

/** Hong Kong local time on Monday 23 Nov 2026 (a Monday: weekday 2 in the data's numbering). */
const hk = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 23, hour - 8, minute))
const breakfast: SaleTime[] = [{ weekdays: [], start: '06:30', end: '11:00' }]
const tea: SaleTime[] = [{ weekdays: [], start: '14:00', end: '17:30' }]

const goods = (id: number, status: MenuGoods['status'], saleTimes: SaleTime[] = []) => ({ goods_id: id, status, saleTimes }) as MenuGoods
const category = (cid: number, items: MenuGoods[]) => ({ cid, name: `c${cid}`, icon: '', goods: items }) as MenuCategory

describe('day-part menu', () => {
  it('DayPart_OutOfTimeCategoriesSink_TheFirstCanBeOrderedNow', () => {
    const menu = [category(10, [goods(1, GOODS_OUTSIDE_TIME, breakfast)]), category(20, [goods(2, GOODS_ON_SALE)]), category(80, [goods(3, GOODS_OUTSIDE_TIME, tea)]), category(30, [goods(4, GOODS_SOLD_OUT)])]
    const arranged = arrangeForNow(menu, hk(12))
    expect(arranged.map((section) => section.cid)).toEqual([20, 30, 10, 80])
    expect(arranged[2].nextSale).toEqual({ day: 'tomorrow', time: '06:30' })
    expect(arranged[3].nextSale).toEqual({ day: 'today', time: '14:00' })
    expect(arranged[0].nextSale).toBeUndefined()
  })

  it('DayPart_ACategoryWithOneOrderableGoodsStaysInPlace', () => {
    const menu = [category(10, [goods(1, GOODS_OUTSIDE_TIME, breakfast), goods(2, GOODS_ON_SALE)]), category(20, [goods(3, GOODS_ON_SALE)])]
    expect(arrangeForNow(menu, hk(20)).map((section) => section.cid)).toEqual([10, 20])
  })

  it('NextSaleStart_FollowsWeekdaysInHongKongTime', () => {
    const weekends: SaleTime[] = [{ weekdays: [1, 7], start: '08:00', end: '12:00' }]
    expect(nextSaleStart(breakfast, hk(5, 59))).toEqual({ day: 'today', time: '06:30' })
    expect(nextSaleStart(weekends, hk(9))).toEqual({ day: 'later' })
    // Saturday 28 Nov at 20:00: Sunday's window is tomorrow.
    expect(nextSaleStart(weekends, new Date(Date.UTC(2026, 10, 28, 12)))).toEqual({ day: 'tomorrow', time: '08:00' })
  })
})
