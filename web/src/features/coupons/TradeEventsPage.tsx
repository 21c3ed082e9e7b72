import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useTradeEvents } from '../../api/coupons'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDate } from '../../ui/format'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { Badge, CouponTicket } from './CouponTicket'
import s from './coupons.module.css'
import p from './packs.module.css'

/**
 * member/pages/voucher/activity/index (and the small package's): the promotions running now that
 * every member joins by ordering (docs/decisions/0037): nothing to claim, the checkout applies
 * them; a member sees how many uses they have left.
 */
export default function TradeEventsPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const events = useTradeEvents()
  const list = events.data?.list ?? []
  return (
    <div className={s.page}>
      <PageHeader title={t('coupons.eventsTitle')} homePath={`/${PAGE.voucherCenter}`} />
      <div className={s.body}>
        <p className={p.notice}>{t('coupons.eventsHint')}</p>
        {events.isPending && <ListSkeleton rows={2} />}
        <QueryError query={events} />
        {events.isSuccess && list.length === 0 && <EmptyView title={t('coupons.eventsEmpty')} />}
        {list.map((e) => (
          <CouponTicket
            key={e.tradeEventId}
            coupon={e.coupon}
            testId="trade-event"
            badges={e.tradeLabelText ? <Badge tone="info">{e.tradeLabelText}</Badge> : undefined}
            meta={
              <>
                <span>{e.tradeEventName}</span>
                <span>{t('coupons.eventsWindow', { from: formatDate(e.startTime, lang), to: formatDate(e.endTime, lang) })}</span>
                <span>
                  {e.perMemberLimit === 0
                    ? t('coupons.eventsUnlimited')
                    : e.remaining === null
                      ? t('coupons.eventsLimit', { count: e.perMemberLimit })
                      : t('coupons.eventsRemaining', { count: e.perMemberLimit, left: e.remaining })}
                </span>
              </>
            }
            muted={e.remaining === 0}
            stamp={e.remaining === 0 ? t('coupons.eventsUsedUp') : undefined}
          />
        ))}
        {list.length > 0 && (
          <button type="button" className={s.headerLink} onClick={() => navigate(pageUrl(PAGE.home))}>
            {t('coupons.eventsOrder')}
          </button>
        )}
      </div>
    </div>
  )
}
