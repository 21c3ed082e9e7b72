import type { CouponTemplateView } from '../../api/coupons'
import { formatMoney, parseCents } from '../../api/money'
import type { Language } from '../../i18n'

/**
 * What the coloured stub of a coupon card says, without React. Categories are spec 001 §3's
 * codes; their amounts follow docs/coupons.md (category 20's couponValue is the percent paid).
 */
export type CouponFace =
  /** An amount off: "$10". */
  | { kind: 'money'; text: string }
  /** A special price for an item (特價 $12), not an amount off. */
  | { kind: 'special'; text: string }
  /** A percentage: "8.5折" in Chinese, "15% off" in English (the text key takes `value`). */
  | { kind: 'percent'; value: string }
  /** A delivery-fee coupon worth the whole fee. */
  | { kind: 'freeDelivery' }
  /** Gifts, exchanges and gift activities have no amount: the category's own name. */
  | { kind: 'category'; text: string }

const PERCENT = 20
const DELIVERY = 60
/** Special offer (50) and convert (90) set an item's price. */
const SPECIAL_PRICE: readonly number[] = [50, 90]
const WITHOUT_AMOUNT: readonly number[] = [30, 80, 110]

export function couponFace(coupon: Pick<CouponTemplateView, 'couponCategory' | 'couponValue' | 'categoryText'>, lang: Language): CouponFace {
  if (coupon.couponCategory === PERCENT) return { kind: 'percent', value: percentText(Number(coupon.couponValue), lang) }
  if (WITHOUT_AMOUNT.includes(coupon.couponCategory)) return { kind: 'category', text: coupon.categoryText }
  const value = parseCents(coupon.couponValue)
  if (coupon.couponCategory === DELIVERY && value <= 0) return { kind: 'freeDelivery' }
  if (SPECIAL_PRICE.includes(coupon.couponCategory)) return { kind: 'special', text: formatMoney(value, lang) }
  return { kind: 'money', text: formatMoney(value, lang) }
}

/**
 * Chinese names a percentage by what is paid in tenths (85 paid -> 8.5折, 90 -> 9折); English
 * by what comes off (85 paid -> 15).
 */
export function percentText(paid: number, lang: Language): string {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(paid) ? paid : 100))
  if (lang === 'en') return String(100 - clamped)
  return String(clamped / 10)
}

/** thresholdType 2, 3 and 5 count units; every other type is an amount (spec 001 §4). */
export const QUANTITY_THRESHOLDS: readonly number[] = [2, 3, 5]

export type Threshold = { kind: 'none' } | { kind: 'amount'; amount: string } | { kind: 'count'; count: number }

/** A gift activity's (110) `amount` is its group size in units (docs/coupons.md), whatever its type. */
const GIFT_ACTIVITY = 110

export function threshold(coupon: Pick<CouponTemplateView, 'amount' | 'thresholdType' | 'couponCategory' | 'freeDeliveryPrice'>, lang: Language): Threshold {
  if (coupon.couponCategory === DELIVERY && coupon.freeDeliveryPrice !== undefined) {
    const needs = parseCents(coupon.freeDeliveryPrice)
    return needs > 0 ? { kind: 'amount', amount: formatMoney(needs, lang) } : { kind: 'none' }
  }
  if (QUANTITY_THRESHOLDS.includes(coupon.thresholdType) || coupon.couponCategory === GIFT_ACTIVITY) {
    const count = Math.floor(Number(coupon.amount))
    return Number.isFinite(count) && count > 0 ? { kind: 'count', count } : { kind: 'none' }
  }
  const amount = parseCents(coupon.amount)
  return amount > 0 ? { kind: 'amount', amount: formatMoney(amount, lang) } : { kind: 'none' }
}

export { formatDate, formatDateTime } from '../../ui/format'

