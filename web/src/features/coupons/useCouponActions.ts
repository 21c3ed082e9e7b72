import { Dialog, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGiveCoupon, useRevokeGift, type CouponGift, type MemberCoupon } from '../../api/coupons'

/**
 * Give and withdraw, shared by the wallet and the detail page: each asks first; the mutations
 * refresh every coupon query afterwards and say what went wrong in the server's words.
 */
export function useCouponActions() {
  const { t } = useTranslation()
  const [gift, setGift] = useState<CouponGift | null>(null)
  const giveCoupon = useGiveCoupon()
  const revokeGift = useRevokeGift()
  // The code of the coupon being given or withdrawn.
  const busy = giveCoupon.isPending ? giveCoupon.variables : revokeGift.isPending ? revokeGift.variables : null

  const give = async (coupon: MemberCoupon) => {
    const ok = await Dialog.confirm({ content: t('coupons.giveConfirm', { name: coupon.couponName }), confirmText: t('common.confirm'), cancelText: t('common.cancel') })
    if (!ok) return
    giveCoupon.mutate(coupon.couponCode, { onSuccess: setGift })
  }

  const revoke = async (coupon: MemberCoupon) => {
    const ok = await Dialog.confirm({ content: t('coupons.revokeConfirm'), confirmText: t('coupons.revoke'), cancelText: t('common.cancel') })
    if (!ok) return
    revokeGift.mutate(coupon.couponCode, { onSuccess: () => Toast.show({ content: t('coupons.revoked'), icon: 'success' }) })
  }

  return { give, revoke, gift, closeGift: () => setGift(null), busy }
}
