import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMyRightsCards } from '../../api/rights'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDate } from '../../ui/format'
import { LoadMore } from '../../ui/LoadMore'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import s from './coupons.module.css'
import p from './packs.module.css'

const STATUS = { active: 'equity.active', giving: 'equity.giving', refunded: 'equity.refunded' } as const

/**
 * member/pages/buyEquityCard/purchaseRecord/index (also equityName, cardVoucher equityHistory):
 * the member's equity cards, how many of their coupons came and when the next comes; the cards
 * they gave are a tap away.
 */
export default function MyEquityCardsPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const pages = useMyRightsCards()
  const list = pages.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={s.page}>
      <PageHeader
        title={t('equity.mine')}
        homePath={`/${PAGE.buyEquityCard}`}
        right={
          <button type="button" className={s.headerLink} onClick={() => navigate(pageUrl(PAGE.equityGiveRecord))}>
            {t('equity.giveRecords')}
          </button>
        }
      />
      <div className={s.body}>
        {pages.isPending && <ListSkeleton rows={2} />}
        <QueryError query={pages} />
        {pages.isSuccess && list.length === 0 && (
          <EmptyView
            title={t('equity.mineEmpty')}
            action={
              <button type="button" className={s.headerLink} onClick={() => navigate(pageUrl(PAGE.buyEquityCard))}>
                {t('equity.browse')}
              </button>
            }
          />
        )}
        {list.map((card) => (
          <button
            key={card.id}
            type="button"
            className={`${s.card} ${p.mineCard}`}
            onClick={() => navigate(pageUrl(PAGE.myEquityCard, { id: card.id }))}
            data-testid="my-equity-card"
          >
            <span className={p.packHead}>
              <span className={p.packName}>{card.name}</span>
              <span className={`${p.packTag} ${card.status === 'refunded' ? p.packTagDone : ''}`}>{t(STATUS[card.status])}</span>
            </span>
            <span className={p.packSummary}>{t('equity.progress', { released: card.released, total: card.total })}</span>
            {card.received && <span className={p.packSummary}>{t('equity.receivedTag')}</span>}
            {card.next && card.status === 'active' && (
              <span className={p.packSummary}>{t('equity.next', { date: formatDate(card.next.dueAt, lang), count: card.next.count })}</span>
            )}
          </button>
        ))}
        {list.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
      </div>
    </div>
  )
}
