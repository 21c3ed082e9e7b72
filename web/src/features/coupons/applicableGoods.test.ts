import { describe, expect, it } from 'vitest'
import type { StoreMenu } from '../../api/menu'
import { milkTea } from '../../test/fixtures'
import { applicableMenuGoods } from './applicableGoods'

const menu: StoreMenu = {
  sid: 1007,
  orderType: 2,
  categories: [
    { cid: 1, name: '推介', icon: '', goods: [{ ...milkTea, goods_id: 2, cid: 1 }, { ...milkTea, goods_id: 1, cid: 1 }] },
    { cid: 2, name: '飲品', icon: '', goods: [{ ...milkTea, goods_id: 1, cid: 2 }, { ...milkTea, goods_id: 3, cid: 2 }] },
  ],
}

describe('coupon goods', () => {
  it('CouponGoods_AreTheMenusGoodsTheCouponNames_InMenuOrder_Once', () => {
    const list = applicableMenuGoods(menu, [{ goods_id: 1, cid: 2, name: '', image: '', price: '0' }, { goods_id: 3, cid: 2, name: '', image: '', price: '0' }])
    expect(list.map((goods) => goods.goods_id)).toEqual([1, 3])
  })

  it('CouponGoods_NotOnThisMenu_AreLeftOut', () => {
    expect(applicableMenuGoods(menu, [{ goods_id: 99, cid: 1, name: '', image: '', price: '1' }])).toEqual([])
    expect(applicableMenuGoods(undefined, [])).toEqual([])
  })
})
