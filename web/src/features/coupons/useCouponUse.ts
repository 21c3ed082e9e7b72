import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useFetchCouponDetail } from '../../api/coupons'
import { toastError } from '../../app/errorToast'
import { couponUseUrl } from './takenGoods'

/**
 * "Use now" in the wallet, whose coupons come without rules: reads the coupon's detail (its
 * `takes` and goods) and goes where `couponUseUrl` says. `opening` is the code being read.
 */
export function useCouponUse() {
  const navigate = useNavigate()
  const fetchDetail = useFetchCouponDetail()
  const [opening, setOpening] = useState<string | null>(null)

  const use = async (couponCode: string) => {
    setOpening(couponCode)
    try {
      const detail = await fetchDetail(couponCode)
      navigate(couponUseUrl(couponCode, detail.rules))
    } catch (error) {
      toastError(error)
    } finally {
      setOpening(null)
    }
  }

  return { use, opening }
}
