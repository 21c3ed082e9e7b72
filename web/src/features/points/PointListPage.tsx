import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { usePointsRecords, usePointsSummary, type PointsRecord } from '../../api/points'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDate, lastUsableDay, signed } from '../../ui/format'
import { LedgerRow } from '../../ui/LedgerRow'
import { LoadMore } from '../../ui/LoadMore'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { reasonKey } from './pointRecords'
import s from '../../ui/LedgerPage.module.css'

/**
 * member/pages/point/pointList/index: the member's points, what expires within 30 days (spec 000
 * §9), and every change, newest first, with the order it came from.
 */
export default function PointListPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const summary = usePointsSummary()
  const pages = usePointsRecords()
  const records = pages.data?.pages.flatMap((page) => page.list) ?? []
  const expiring = summary.data && summary.data.expiringPoints > 0 && summary.data.expiringAt ? summary.data : null

  return (
    <div className={s.page}>
      <PageHeader title={t('points.title')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        <section className={s.balanceCard} aria-labelledby="points-balance">
          <p className={s.balanceLabel} id="points-balance">
            {t('points.balance')}
          </p>
          <p className={s.balanceValue} data-testid="points-balance">
            {summary.data ? summary.data.points.toLocaleString('en') : '–'}
          </p>
          {expiring && expiring.expiringAt && (
            <p className={s.expiring} data-testid="points-expiring">
              {t('points.expiringSoon', { count: expiring.expiringPoints, date: formatDate(lastUsableDay(expiring.expiringAt), lang) })}
            </p>
          )}
          <div className={s.cardActions}>
            <button type="button" className={s.cardLink} onClick={() => navigate(pageUrl(PAGE.pointRule))}>
              {t('points.rules')}
            </button>
          </div>
        </section>
        <QueryError query={summary} />
        <h2 className={s.sectionTitle}>{t('points.history')}</h2>
        {pages.isPending && <ListSkeleton rows={4} />}
        <QueryError query={pages} />
        {pages.isSuccess && records.length === 0 && <EmptyView title={t('points.empty')} description={t('points.emptyHint')} />}
        {records.length > 0 && (
          <ul className={s.records} data-testid="points-records">
            {records.map((record) => (
              <RecordRow key={record.id} record={record} onOrder={(no) => navigate(pageUrl(PAGE.orderDetail, { order_id: no }))} />
            ))}
          </ul>
        )}
        {records.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
      </div>
    </div>
  )
}

function RecordRow({ record, onOrder }: { record: PointsRecord; onOrder: (orderNo: string) => void }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <LedgerRow
      title={t(reasonKey(record.reason))}
      createdAt={record.createdAt}
      amount={record.points}
      amountLabel={t('points.change', { points: signed(record.points) })}
      orderNo={record.orderNo}
      onOrder={onOrder}
      note={record.points > 0 && record.expiresAt ? t('points.validUntil', { date: formatDate(lastUsableDay(record.expiresAt), lang) }) : undefined}
      testId="points-record"
      reason={record.reason}
    />
  )
}
