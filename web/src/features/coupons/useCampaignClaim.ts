import { Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { ApiError } from '../../api/client'
import { useClaimCampaign, type Campaign } from '../../api/coupons'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { createRetryKeys } from '../../checkout/attemptKeys'
import { isLostAnswer } from '../../checkout/submitError'
import { afterClaim, stateAfterClaimError } from './campaignState'

/** Changes one campaign of the list a page shows (its query's data, or the page's own state). */
export type PatchCampaign = (campaignId: number, change: (campaign: Campaign) => Campaign) => void

/** The list with one campaign changed: what every PatchCampaign does to the list it keeps. */
export const withCampaign = (list: Campaign[], campaignId: number, change: (campaign: Campaign) => Campaign) =>
  list.map((item) => (item.campaignId === campaignId ? change(item) : item))

/**
 * Claiming from a list of campaigns (the voucher centre, an activity's page): a visitor is sent to
 * log in and back; a claim updates its card at once through `patch`, then the coupon queries are
 * fetched again for the server's numbers. `code`: the activity's discount code, when it has one.
 */
export function useCampaignClaim(patch: PatchCampaign, code?: string) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const session = useSession()
  const member = isMemberWithPhone(session)
  const claimCampaign = useClaimCampaign()
  const [keys] = useState(() => createRetryKeys())

  const claim = async (campaign: Campaign) => {
    if (!member) {
      navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))
      return
    }
    const action = `campaign:${campaign.campaignId}`
    try {
      await claimCampaign.mutateAsync({ campaignId: campaign.campaignId, idempotencyKey: keys.keyFor(action), code })
      keys.settle(action)
      patch(campaign.campaignId, afterClaim)
      Toast.show({ content: t('coupons.claimedToast'), icon: 'success' })
    } catch (error) {
      // A lost answer keeps the key (the retry cannot claim twice); the query client said why.
      if (!isLostAnswer(error)) keys.settle(action)
      const state = error instanceof ApiError ? stateAfterClaimError(error.code) : null
      if (state) patch(campaign.campaignId, (item) => ({ ...item, state }))
    }
  }

  return {
    member,
    claim: (campaign: Campaign) => void claim(campaign),
    claimingId: claimCampaign.isPending ? claimCampaign.variables.campaignId : null,
  }
}
