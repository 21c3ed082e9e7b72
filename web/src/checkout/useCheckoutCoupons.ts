import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/client'
import { COUPON_ERROR, COUPON_KEY } from '../api/coupons'
import type { CouponChoice } from './checkoutSelection'

/**
 * The coupon selection of a checkout (the order's and the group's): null lets the server choose
 * the best, an array is the customer's. `recover` handles 35030 at submit: another order used a
 * coupon meanwhile, so the wallet and the price are read again with the best of what is left.
 */
export function useCheckoutCoupons(confirmKey: QueryKey) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [choice, setChoice] = useState<CouponChoice>(null)

  /** True when the error was 35030 and has been dealt with (no other message needed). */
  const recover = (error: unknown): boolean => {
    if (!(error instanceof ApiError && error.code === COUPON_ERROR.usedElsewhere)) return false
    setChoice(null)
    void client.invalidateQueries({ queryKey: COUPON_KEY })
    void client.invalidateQueries({ queryKey: confirmKey })
    Toast.show({ content: t('coupons.usedElsewhere') })
    return true
  }

  return { choice, setChoice, recover }
}
