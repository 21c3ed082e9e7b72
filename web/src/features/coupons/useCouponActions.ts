import { useQueryClient } from '@tanstack/react-query'
import { Dialog, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, isSilentError } from '../../api/client'
import { COUPON_KEY, giveCoupon, revokeGift, type CouponGift, type MemberCoupon } from '../../api/coupons'

/**
 * Give and withdraw, shared by the wallet and the detail page: each asks first, refreshes every
 * coupon query afterwards, and says what went wrong in the server's words (贈送次數超出限制 ...).
 */
export function useCouponActions() {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [gift, setGift] = useState<CouponGift | null>(null)
  const [busy, setBusy] = useState<string | null>(null)

  const run = async <T,>(code: string, call: () => Promise<T>): Promise<T | null> => {
    setBusy(code)
    try {
      return await call()
    } catch (error) {
      if (!isSilentError(error)) Toast.show({ content: errorMessage(error) })
      return null
    } finally {
      setBusy(null)
      void client.invalidateQueries({ queryKey: COUPON_KEY })
    }
  }

  const give = async (coupon: MemberCoupon) => {
    const ok = await Dialog.confirm({ content: t('coupons.giveConfirm', { name: coupon.couponName }), confirmText: t('common.confirm'), cancelText: t('common.cancel') })
    if (!ok) return
    const made = await run(coupon.couponCode, () => giveCoupon(coupon.couponCode))
    if (made) setGift(made)
  }

  const revoke = async (coupon: MemberCoupon) => {
    const ok = await Dialog.confirm({ content: t('coupons.revokeConfirm'), confirmText: t('coupons.revoke'), cancelText: t('common.cancel') })
    if (!ok) return
    if (await run(coupon.couponCode, () => revokeGift(coupon.couponCode))) Toast.show({ content: t('coupons.revoked'), icon: 'success' })
  }

  return { give, revoke, gift, closeGift: () => setGift(null), busy }
}
