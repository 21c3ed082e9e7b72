import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { Campaign, CouponActivityPage } from '../../api/coupons'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDate } from '../../ui/format'
import { EmptyView } from '../../ui/PageStates'
import { CampaignCard } from './CampaignCard'
import { useCampaignClaim, type PatchCampaign } from './useCampaignClaim'
import s from './coupons.module.css'
import a from './activities.module.css'

interface Props {
  activity: CouponActivityPage
  patch: PatchCampaign
  /** The discount code that opened it, sent with each claim. */
  code?: string
}

/**
 * One coupon activity (docs/decisions/0038): its title, window and rules, then its campaigns to
 * claim one by one, each with its own stock and limits. Shared by the link's page and the
 * discount code's.
 */
export function ActivityCampaigns({ activity, patch, code }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const ended = activity.endsAt < Date.now()
  return (
    <>
      <section className={s.hero} aria-labelledby="activity-title" data-testid="coupon-activity">
        <h2 id="activity-title" className={s.heroTitle}>
          {activity.title}
        </h2>
        <p className={s.heroText}>
          {ended
            ? t('coupons.activityEnded')
            : t('coupons.activityWindow', { from: formatDate(activity.startsAt, lang), to: formatDate(activity.endsAt, lang) })}
        </p>
      </section>
      {activity.rules && (
        <section className={s.card} aria-labelledby="activity-rules">
          <h3 id="activity-rules" className={s.cardTitle}>
            {t('coupons.activityRules')}
          </h3>
          <p className={a.rules}>{activity.rules}</p>
        </section>
      )}
      {activity.list.length === 0 && <EmptyView title={t('coupons.activityEmpty')} />}
      <CampaignList campaigns={activity.list} patch={patch} code={code} />
    </>
  )
}

/**
 * Campaigns to claim, each a card with its state's button (the voucher centre's and an
 * activity's): a claim changes its card through `patch`; `code`: the activity's discount code.
 */
export function CampaignList({ campaigns, patch, code }: { campaigns: Campaign[]; patch: PatchCampaign; code?: string }) {
  const navigate = useNavigate()
  const { member, claim, claimingId } = useCampaignClaim(patch, code)
  return campaigns.map((campaign) => (
    <CampaignCard
      key={campaign.campaignId}
      campaign={campaign}
      member={member}
      busy={claimingId === campaign.campaignId}
      onClaim={claim}
      onUse={() => navigate(pageUrl(PAGE.voucherList))}
    />
  ))
}
