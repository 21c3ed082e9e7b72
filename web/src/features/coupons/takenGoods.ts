import { lineCouponCode, type ServerCart, type ServerCartLine } from '../../api/cart'
import { COUPON_CATEGORY, type CouponDetail, type CouponGoodsAnswer, type CouponRules, type CouponTakes } from '../../api/coupons'
import { parseCents, ZERO, type Cents } from '../../api/money'
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

/** Why no more can be taken: the coupon's units are all chosen, or this exchange goods was taken already. */
export type TakeFull = 'units' | 'perGoods'

export interface TakeRoom {
  /** Units of this goods that may still be taken with the coupon. */
  left: number
  full: TakeFull | null
}

/**
 * What the cart refuses, said before asking it (docs/API.md "Coupons at checkout"): at most
 * `units` tied to the coupon over all goods (30011 這張優惠券最多可選 n 件) and, for exchange,
 * each goods once (每款商品只可換購一次).
 */
export function takeRoom(cart: ServerCart | undefined, couponCode: string, takes: CouponTakes, goodsId: number): TakeRoom {
  const total = Math.max(0, takes.units - tiedTotal(cart, couponCode))
  const perGoods = takes.mode === 'exchange' ? Math.max(0, 1 - tiedQuantity(cart, couponCode, goodsId)) : Infinity
  const left = Math.min(total, perGoods)
  if (left > 0) return { left, full: null }
  return { left: 0, full: total > 0 ? 'perGoods' : 'units' }
}

/**
 * Where "use now" leads: the coupon's goods page when goods are taken with it (`takes.mode`) or
 * it names the goods it is for (buy-one-get-one, a drinks discount), the menu otherwise.
 */
export function couponUseUrl(couponCode: string, rules: Partial<Pick<CouponRules, 'takes' | 'goods'>> | undefined): string {
  const takes = (rules?.takes?.mode ?? 'none') !== 'none'
  const named = (rules?.goods ?? []).some((rule) => !rule.exclude)
  return takes || named ? pageUrl(PAGE.couponGoods, { couponCode }) : pageUrl(PAGE.storeGoods)
}

const NO_TAKES: CouponTakes = { mode: 'none', units: 0 }

/** How the coupon takes goods: the goods answer's word first, the detail's `rules.takes` until it is in. */
export function takesOf(goods: Pick<CouponGoodsAnswer, 'mode' | 'units'> | undefined, rules: Partial<Pick<CouponRules, 'takes'>> | undefined): CouponTakes {
  if (goods?.mode) return { mode: goods.mode, units: goods.units ?? 0 }
  return rules?.takes ?? NO_TAKES
}

/** What a goods taken with the coupon costs (shown beside the struck menu price): gifts and exchange goods nothing, convert goods (90) the coupon's price. */
export function takenPrice(takes: CouponTakes, coupon: Pick<CouponDetail, 'couponCategory' | 'couponValue'>): Cents | null {
  if (takes.mode === 'none') return null
  return coupon.couponCategory === COUPON_CATEGORY.convert ? parseCents(coupon.couponValue) : ZERO
}

/** A gift activity (110) that takes no gifts is buy-one-get-one: its goods are bought as usual. */
export function isBuyOneGetOne(takes: CouponTakes, coupon: Pick<CouponDetail, 'couponCategory'>): boolean {
  return takes.mode === 'none' && coupon.couponCategory === COUPON_CATEGORY.giftActivity
}
