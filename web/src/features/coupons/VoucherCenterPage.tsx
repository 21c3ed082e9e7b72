import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { couponQueries, useTradeEvents, useVoucherCenter } from '../../api/coupons'
import { usePacks } from '../../api/packs'
import { useDiscountCards } from '../../api/rights'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { formatDate } from '../../ui/format'
import { QueryError } from '../../ui/QueryError'
import { CampaignList } from './ActivityCampaigns'
import { PackCard } from './PackCard'
import { RedeemCodeBox } from './RedeemCodeBox'
import { withCampaign, type PatchCampaign } from './useCampaignClaim'
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
  const session = useSession()
  const client = useQueryClient()
  const center = useVoucherCenter()
  const member = isMemberWithPhone(session)
  const key = couponQueries.center(member ? session.memberId : null, lang).queryKey
  const patch: PatchCampaign = (campaignId, change) =>
    client.setQueryData(key, (old) => (old ? { list: withCampaign(old.list, campaignId, change) } : old))

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
        <DiscountCardsLink onOpen={() => navigate(pageUrl(PAGE.discountCard))} />
        <ActivityLinks onOpen={(id) => navigate(pageUrl(PAGE.voucherActivity, { id }))} />
        <LinkCard title={t('coupons.codeActivityLink')} hint={t('coupons.codeActivityHint')} onOpen={() => navigate(pageUrl(PAGE.inputVoucherActivity))} />
        {list.length > 0 && <h2 className={s.cardTitle}>{t('coupons.campaignsTitle')}</h2>}
        {center.isPending && <ListSkeleton rows={3} />}
        <QueryError query={center} />
        {center.isSuccess && list.length === 0 && <EmptyView title={t('coupons.centerEmpty')} />}
        <CampaignList campaigns={list} patch={patch} />
      </div>
    </div>
  )
}

/** A card on the voucher centre that reads as a button: where it leads, and a line on what is there. */
function LinkCard({ title, hint, testId, onOpen }: { title: string; hint: string; testId?: string; onOpen: () => void }) {
  return (
    <button type="button" className={`${s.card} ${p.eventsLink}`} onClick={onOpen} data-testid={testId}>
      <span className={p.aboutTitle}>{title}</span>
      <span className={p.packSummary}>{hint}</span>
    </button>
  )
}

/** The coupon activities reached by a link that are running or coming (nothing while there are none). */
function ActivityLinks({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const list = useQuery(couponQueries.openActivities(lang)).data?.list ?? []
  return list.map((activity) => (
    <LinkCard
      key={activity.activityId}
      title={activity.title}
      hint={t('coupons.activityWindow', { from: formatDate(activity.startsAt, lang), to: formatDate(activity.endsAt, lang) })}
      testId="activity-link"
      onOpen={() => onOpen(activity.activityId)}
    />
  ))
}

/** The discount cards (docs/decisions/0039), a tap away when any is on sale. */
function DiscountCardsLink({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation()
  const count = useDiscountCards().data?.list.length ?? 0
  if (count === 0) return null
  return <LinkCard title={t('discountCard.title')} hint={t('discountCard.how')} testId="discount-cards-link" onOpen={onOpen} />
}

/** The promotions running now, a tap away when there are any. */
function EventsLink({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation()
  const count = useTradeEvents().data?.list.length ?? 0
  if (count === 0) return null
  return <LinkCard title={`${t('coupons.eventsLink')} (${count})`} hint={t('coupons.eventsHint')} testId="trade-events-link" onOpen={onOpen} />
}

/** The coupon packs on sale (nothing at all while there are none). */
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
