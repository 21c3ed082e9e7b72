import { lineCouponCode, lineCouponKind, type ServerCartLine } from '../../api/cart'
import { checkoutCouponsOf } from '../../api/coupons'
import { addCents, parseCents } from '../../api/money'
import type { OrderConfirm } from '../../api/order'

/**
 * The checkout lines a gift coupon makes free (docs/coupons.md: gift lines are charged 0 in every
 * part). The confirm answer prices its lines before coupons and gives each coupon's discount, so a
 * gift line (30, a 110 step gift) is shown free when its coupon is selected and that coupon's
 * discount covers all of its priced gift lines. Pure, no React.
 */
export function freeGiftLineIds(cartLines: readonly ServerCartLine[], confirm: Pick<OrderConfirm, 'lines' | 'coupons'>): Set<number> {
  const coupons = checkoutCouponsOf(confirm.coupons)
  const free = new Set<number>()
  if (!coupons) return free
  const priced = new Map(confirm.lines.map((line) => [line.id, line]))
  for (const code of coupons.selected) {
    const gifts = cartLines.filter((line) => lineCouponKind(line) === 'gift' && lineCouponCode(line) === code && priced.has(line.id))
    if (gifts.length === 0) continue
    const price = addCents(...gifts.map((line) => parseCents(priced.get(line.id)?.total_price)))
    const discount = addCents(...coupons.lines.filter((line) => line.couponCode === code).map((line) => parseCents(line.discount)))
    if (discount >= price) for (const line of gifts) free.add(line.id)
  }
  return free
}
