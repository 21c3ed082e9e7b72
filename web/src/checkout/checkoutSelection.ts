import { checkoutCouponsOf, mayTakeGoods, type CheckoutCoupons, type CheckoutUsableCoupon } from '../api/coupons'
import { addCents, parseCents, ZERO, type Cents } from '../api/money'

/**
 * The checkout's coupon selection without React (docs/API.md "Coupons at checkout"). The server
 * prices every selection; the client only decides which codes to send next, in the order the
 * customer chose them.
 */

/** `null`: let the server choose the best selection (the first confirm); an array: the customer's. */
export type CouponChoice = string[] | null

export interface Tap {
  /** The selection to confirm next. */
  next: string[]
  /** Selected coupons this tap removes: ask the customer first (spec 001 §4, non-stackable). */
  cancels: string[]
}

/**
 * Tapping a selected coupon removes it; tapping another adds it at the end, removing the
 * selected ones the server says it cancels.
 */
export function tapCoupon(selected: readonly string[], coupon: Pick<CheckoutUsableCoupon, 'couponCode' | 'selected' | 'cancels'>): Tap {
  if (coupon.selected || selected.includes(coupon.couponCode)) return { next: selected.filter((code) => code !== coupon.couponCode), cancels: [] }
  const cancels = coupon.cancels.filter((code) => selected.includes(code))
  return { next: [...selected.filter((code) => !cancels.includes(code)), coupon.couponCode], cancels }
}

/** What the selected coupons take off together (the lines of the confirm answer). */
export function couponDiscount(coupons: CheckoutCoupons | undefined): Cents {
  if (!coupons) return ZERO
  return addCents(...coupons.lines.map((line) => parseCents(line.discount)))
}

export type CouponRowState =
  | { kind: 'selected'; count: number; discount: Cents }
  | { kind: 'available'; count: number }
  | { kind: 'none' }

/** What the checkout's coupon row says: the discount taken, how many could be used, or none. */
export function couponRowState(coupons: CheckoutCoupons | undefined): CouponRowState {
  if (coupons && coupons.selected.length > 0) return { kind: 'selected', count: coupons.selected.length, discount: couponDiscount(coupons) }
  const usable = coupons?.usable.length ?? 0
  return usable > 0 ? { kind: 'available', count: usable } : { kind: 'none' }
}

/** Names of coupons by code, for the confirm modal ("this removes …"). */
export function namesOf(codes: readonly string[], coupons: CheckoutCoupons): string[] {
  const names = new Map(coupons.usable.map((coupon) => [coupon.couponCode, coupon.couponName]))
  return codes.map((code) => names.get(code) ?? code)
}

/** The codes the submit sends: what the last confirm priced (absent means none, so send them all). */
export function codesToSubmit(coupons: CheckoutCoupons | undefined): string[] {
  return coupons ? [...coupons.selected] : []
}

/**
 * Coupons the sheet may link to their goods page: those of a category that can take goods which
 * take off nothing yet (unusable, or usable saving $0: a gift not chosen). Their detail then says
 * whether they take goods (`takes.mode`).
 */
export function goodsLinkCandidates(answer: Partial<CheckoutCoupons> | undefined): string[] {
  const coupons = checkoutCouponsOf(answer)
  if (!coupons) return []
  const idle = [...coupons.unusable, ...coupons.usable.filter((coupon) => parseCents(coupon.saves) === 0)]
  return idle.filter((coupon) => mayTakeGoods(coupon.couponCategory)).map((coupon) => coupon.couponCode)
}
