import { lineCouponCode, type ServerCart, type ServerCartLine } from '../../api/cart'
import { usedThroughGoods, type MemberCoupon } from '../../api/coupons'
import { PAGE, pageUrl } from '../../app/pagePaths'

/**
 * Goods taken with a coupon (docs/API.md "Goods taken with a coupon"), seen from the coupon's goods
 * page: its "+" and "−" count and change only the lines tied to that coupon. Pure functions.
 */

function tiedLines(cart: ServerCart | undefined, couponCode: string, goodsId: number): ServerCartLine[] {
  return (cart?.data ?? []).filter((line) => line.goods_id === goodsId && lineCouponCode(line) === couponCode)
}

/** Units of a goods the cart holds tied to this coupon. */
export function tiedQuantity(cart: ServerCart | undefined, couponCode: string, goodsId: number): number {
  return tiedLines(cart, couponCode, goodsId).reduce((sum, line) => sum + line.num, 0)
}

/** The most recent line of a goods tied to this coupon: "−" takes from it, never from an ordinary line. */
export function lastTiedLine(cart: ServerCart | undefined, couponCode: string, goodsId: number): ServerCartLine | null {
  return tiedLines(cart, couponCode, goodsId).at(-1) ?? null
}

/** Units tied to this coupon over all goods (the page's "chosen with this coupon" count). */
export function tiedTotal(cart: ServerCart | undefined, couponCode: string): number {
  return (cart?.data ?? []).filter((line) => lineCouponCode(line) === couponCode).reduce((sum, line) => sum + line.num, 0)
}

/** Where "use now" leads: a coupon used by taking goods opens its goods page, any other the menu. */
export function couponUseUrl(coupon: Pick<MemberCoupon, 'couponCode' | 'couponCategory'>): string {
  return usedThroughGoods(coupon.couponCategory) ? pageUrl(PAGE.couponGoods, { couponCode: coupon.couponCode }) : pageUrl(PAGE.storeGoods)
}
