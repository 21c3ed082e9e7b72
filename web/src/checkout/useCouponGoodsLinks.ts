import { useCouponTakeModes, type CheckoutCoupons } from '../api/coupons'
import { goodsLinkCandidates } from './checkoutSelection'
import type { CouponGoodsLinks } from './CouponPickerSheet'

/** The coupon sheet's links to goods pages: the candidates' details say which take goods, and how. */
export function useCouponGoodsLinks(coupons: Partial<CheckoutCoupons> | undefined, open: (couponCode: string) => void): CouponGoodsLinks {
  const modes = useCouponTakeModes(goodsLinkCandidates(coupons))
  return { modeOf: (couponCode) => modes.get(couponCode), open }
}
