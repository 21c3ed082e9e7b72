import { COUPON_ERROR, type Campaign, type CampaignState } from '../../api/coupons'

/**
 * The voucher centre card's state without React: what its button says and does, and how a
 * claim (or a refused claim) changes the card before the list is fetched again.
 */
export type CampaignAction =
  /** 領取: members claim; visitors are sent to log in first (spec 000 §2 whitelist). */
  | 'claim'
  /** 已領取 (the per-person limit is reached): the coupon is in the wallet, offer to use it. */
  | 'use'
  | 'fullyClaimed'
  | 'startingSoon'
  | 'ended'

const ACTION: Record<CampaignState, CampaignAction> = {
  claimable: 'claim',
  claimed_limit: 'use',
  claimed_period_limit: 'use',
  fully_claimed: 'fullyClaimed',
  starting_soon: 'startingSoon',
  ended: 'ended',
}

export function campaignAction(state: CampaignState): CampaignAction {
  return ACTION[state] ?? 'ended'
}

/** After a successful claim: one more of mine, one fewer left, and the state that follows. */
export function afterClaim(campaign: Campaign): Campaign {
  const myClaimed = campaign.myClaimed + 1
  const myClaimedInPeriod = (campaign.myClaimedInPeriod ?? 0) + 1
  const remaining = Math.max(0, campaign.remaining - 1)
  const periodFull = !!campaign.limitPeriod && campaign.periodLimit > 0 && myClaimedInPeriod >= campaign.periodLimit
  const state: CampaignState =
    campaign.perPersonLimit > 0 && myClaimed >= campaign.perPersonLimit
      ? 'claimed_limit'
      : periodFull
        ? 'claimed_period_limit'
        : remaining <= 0
          ? 'fully_claimed'
          : 'claimable'
  return { ...campaign, myClaimed, myClaimedInPeriod, remaining, state }
}

/** A refused claim says which state the card is really in (35001–35004); null: not a state. */
export function stateAfterClaimError(code: number): CampaignState | null {
  switch (code) {
    case COUPON_ERROR.fullyClaimed:
      return 'fully_claimed'
    case COUPON_ERROR.perPersonLimit:
      return 'claimed_limit'
    case COUPON_ERROR.periodLimit:
      return 'claimed_period_limit'
    case COUPON_ERROR.notStarted:
      return 'starting_soon'
    case COUPON_ERROR.ended:
      return 'ended'
    default:
      return null
  }
}

/** How much of the stock is gone, 0..100, for the progress bar. */
export function claimedPercent(campaign: Pick<Campaign, 'stock' | 'remaining'>): number {
  if (campaign.stock <= 0) return 0
  const gone = campaign.stock - Math.max(0, Math.min(campaign.stock, campaign.remaining))
  return Math.round((gone / campaign.stock) * 100)
}
