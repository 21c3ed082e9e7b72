import type { CouponGoods } from '../../api/coupons'
import type { MenuGoods, StoreMenu } from '../../api/menu'

/**
 * The store menu's goods the coupon applies to, in menu order. /v1/coupon/goods names the goods;
 * the menu has what the goods card needs (status, specifications, sale times), so a goods the
 * menu does not sell for this order type is left out rather than shown without a price.
 */
export function applicableMenuGoods(menu: StoreMenu | undefined, applicable: CouponGoods[] | undefined): MenuGoods[] {
  if (!menu || !applicable) return []
  const wanted = new Set(applicable.map((goods) => goods.goods_id))
  const seen = new Set<number>()
  const out: MenuGoods[] = []
  for (const category of menu.categories) {
    for (const goods of category.goods) {
      if (!wanted.has(goods.goods_id) || seen.has(goods.goods_id)) continue
      seen.add(goods.goods_id)
      out.push(goods)
    }
  }
  return out
}
