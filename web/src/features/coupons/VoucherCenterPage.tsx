import { useQueryClient } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { ApiError } from '../../api/client'
import { couponQueries, useClaimCampaign, useTradeEvents, useVoucherCenter, type Campaign } from '../../api/coupons'
import { usePacks } from '../../api/packs'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { createRetryKeys } from '../../checkout/attemptKeys'
import { isLostAnswer } from '../../checkout/submitError'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { afterClaim, stateAfterClaimError } from './campaignState'
import { CampaignCard } from './CampaignCard'
import { PackCard } from './PackCard'
import { RedeemCodeBox } from './RedeemCodeBox'
import s from './coupons.module.css'
import p from './packs.module.css'

/**
 * member/pages/voucher/voucherCenter/index: campaigns to claim (visitors see them too and log in
 * to claim), and redeeming a code. A claim updates its card at once, then the list is fetched
 * again for the server's numbers.
 */
export default function VoucherCenterPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const location = useLocation()
  const session = useSession()
  const client = useQueryClient()
  const member = isMemberWithPhone(session)
  const center = useVoucherCenter()
  const claimCampaign = useClaimCampaign()
  const claiming = claimCampaign.isPending ? claimCampaign.variables.campaignId : null
  const [keys] = useState(() => createRetryKeys())
  const key = couponQueries.center(member ? session.memberId : null, lang).queryKey

  const patch = (campaignId: number, change: (campaign: Campaign) => Campaign) =>
    client.setQueryData(key, (old) => (old ? { list: old.list.map((item) => (item.campaignId === campaignId ? change(item) : item)) } : old))

  const claim = async (campaign: Campaign) => {
    if (!member) {
      navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))
      return
    }
    const action = `campaign:${campaign.campaignId}`
    try {
      await claimCampaign.mutateAsync({ campaignId: campaign.campaignId, idempotencyKey: keys.keyFor(action) })
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

  const list = center.data?.list ?? []
  return (
    <div className={s.page}>
      <PageHeader
        title={t('coupons.centerTitle')}
        homePath={`/${PAGE.mine}`}
        right={
          member ? (
            <button type="button" className={s.headerLink} onClick={() => navigate(pageUrl(PAGE.voucherList))}>
              {t('coupons.myTitle')}
            </button>
          ) : undefined
        }
      />
      <div className={s.body}>
        <section className={s.card} aria-labelledby="redeem-title">
          <h2 id="redeem-title" className={s.cardTitle}>
            {t('coupons.redeemTitle')}
          </h2>
          <RedeemCodeBox />
        </section>
        <PacksSection onOpen={(id) => navigate(pageUrl(PAGE.couponPackDetail, { id }))} />
        <EventsLink onOpen={() => navigate(pageUrl(PAGE.tradeEvents))} />
        {list.length > 0 && <h2 className={s.cardTitle}>{t('coupons.campaignsTitle')}</h2>}
        {center.isPending && <ListSkeleton rows={3} />}
        <QueryError query={center} />
        {center.isSuccess && list.length === 0 && <EmptyView title={t('coupons.centerEmpty')} />}
        {list.map((campaign) => (
          <CampaignCard
            key={campaign.campaignId}
            campaign={campaign}
            member={member}
            busy={claiming === campaign.campaignId}
            onClaim={(item) => void claim(item)}
            onUse={() => navigate(pageUrl(PAGE.voucherList))}
          />
        ))}
      </div>
    </div>
  )
}

/** The coupon packs on sale (nothing at all while there are none). */
/** The promotions running now, a tap away when there are any. */
function EventsLink({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation()
  const count = useTradeEvents().data?.list.length ?? 0
  if (count === 0) return null
  return (
    <button type="button" className={`${s.card} ${p.eventsLink}`} onClick={onOpen} data-testid="trade-events-link">
      <span className={p.aboutTitle}>
        {t('coupons.eventsLink')} ({count})
      </span>
      <span className={p.packSummary}>{t('coupons.eventsHint')}</span>
    </button>
  )
}

function PacksSection({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation()
  const packs = usePacks()
  const list = packs.data?.list ?? []
  if (list.length === 0) return null
  return (
    <section className={p.packs} aria-labelledby="packs-title">
      <h2 id="packs-title" className={s.cardTitle}>
        {t('packs.sectionTitle')}
      </h2>
      {list.map((pack) => (
        <PackCard key={pack.id} pack={pack} onOpen={() => onOpen(pack.id)} />
      ))}
    </section>
  )
}
