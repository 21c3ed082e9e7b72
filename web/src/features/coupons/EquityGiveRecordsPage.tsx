import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useRightsGifts, type RightsGift } from '../../api/rights'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import { LoadMore } from '../../ui/LoadMore'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import s from './coupons.module.css'
import p from './packs.module.css'

const STATUS: Record<RightsGift['status'], 'equity.giftPending' | 'equity.giftClaimed' | 'equity.giftWithdrawn' | 'equity.giftReturned'> = {
  pending: 'equity.giftPending',
  claimed: 'equity.giftClaimed',
  withdrawn: 'equity.giftWithdrawn',
  returned: 'equity.giftReturned',
}

/** member/pages/cardVoucher/giveEquityRecord/index: the equity cards the member gave and where each is now. */
export default function EquityGiveRecordsPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const pages = useRightsGifts()
  const list = pages.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={s.page}>
      <PageHeader title={t('equity.giveRecords')} homePath={`/${PAGE.equityPurchaseRecord}`} />
      <div className={s.body}>
        {pages.isPending && <ListSkeleton rows={2} />}
        <QueryError query={pages} />
        {pages.isSuccess && list.length === 0 && (
          <EmptyView
            title={t('equity.noGives')}
            action={
              <button type="button" className={s.headerLink} onClick={() => navigate(pageUrl(PAGE.equityPurchaseRecord))}>
                {t('equity.mine')}
              </button>
            }
          />
        )}
        {list.map((g) => (
          <div key={g.giftId} className={`${s.card} ${p.mineCard}`} data-testid="equity-give-record">
            <span className={p.packHead}>
              <span className={p.packName}>{g.card.name}</span>
              <span className={`${p.packTag} ${g.status === 'pending' ? '' : p.packTagDone}`}>{t(STATUS[g.status])}</span>
            </span>
            <span className={p.packSummary}>{t('equity.giftCoupons', { total: g.card.total })}</span>
            <span className={p.packSummary}>{formatDateTime(g.createdAt, lang)}</span>
          </div>
        ))}
        {list.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
      </div>
    </div>
  )
}
