import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { couponQueries } from '../../api/coupons'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { ActivityCampaigns } from './ActivityCampaigns'
import { withCampaign, type PatchCampaign } from './useCampaignClaim'
import s from './coupons.module.css'

/**
 * member/pages/voucher/voucherActivity/index?id=: a coupon activity reached by its link or QR code
 * (docs/decisions/0038). Visitors see it and log in to claim; the voucher centre links to the
 * ones running.
 */
export default function VoucherActivityPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const [params] = useSearchParams()
  const id = Number(params.get('id') ?? params.get('activityId')) || null
  const session = useSession()
  const client = useQueryClient()
  const query = couponQueries.activity(isMemberWithPhone(session) ? session.memberId : null, id, lang)
  const activity = useQuery(query)
  const patch: PatchCampaign = (campaignId, change) =>
    client.setQueryData(query.queryKey, (old) => (old ? { ...old, list: withCampaign(old.list, campaignId, change) } : old))
  return (
    <div className={s.page}>
      <PageHeader title={t('coupons.activityTitle')} homePath={`/${PAGE.voucherCenter}`} />
      <div className={s.body}>
        {!id && <EmptyView title={t('coupons.activityUnknown')} />}
        {id && activity.isPending && <ListSkeleton rows={3} />}
        <QueryError query={activity} />
        {activity.data && <ActivityCampaigns activity={activity.data} patch={patch} />}
      </div>
    </div>
  )
}
