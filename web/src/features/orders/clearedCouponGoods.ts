import { lineCouponCode, type ServerCartLine } from '../../api/cart'
import type { OrderConfirm } from '../../api/order'

/**
 * Goods taken with a coupon that the checkout leaves out (docs/API.md "Goods taken with a
 * coupon"): when their coupon does not apply, the confirm answer drops them from its lines, names
 * them in `coupons.clearedLineIds` and adds the non-blocking problem below; submit then removes
 * them from the cart. Pure functions, no React.
 */
export const COUPON_GOODS_CLEARED = 'coupon_goods_cleared'

/**
 * The cart lines the order will not take: those the answer names, or, when it only states the
 * problem, the selected coupon lines missing from its priced lines.
 */
export function clearedCouponGoods(cartLines: readonly ServerCartLine[], confirm: Pick<OrderConfirm, 'lines' | 'problems' | 'coupons'>): ServerCartLine[] {
  const named = new Set(confirm.coupons?.clearedLineIds ?? [])
  const priced = new Set(confirm.lines.map((line) => line.id))
  const stated = confirm.problems.some((problem) => problem.code === COUPON_GOODS_CLEARED)
  return cartLines.filter(
    (line) => named.has(line.id) || (stated && lineCouponCode(line) !== null && line.selected === 1 && line.available && !priced.has(line.id)),
  )
}

/** The problems still to list once the cleared goods have their own notice (it says the same, with names). */
export function problemsBesideNotice<P extends { code: string }>(problems: readonly P[], cleared: readonly unknown[]): P[] {
  return cleared.length > 0 ? problems.filter((problem) => problem.code !== COUPON_GOODS_CLEARED) : [...problems]
}
