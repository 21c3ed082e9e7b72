import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useGrowthRecords, useMemberLevel, type GrowthReason } from '../../api/levels'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { signed } from '../../ui/format'
import s from '../../ui/LedgerPage.module.css'
import { LedgerRow } from '../../ui/LedgerRow'
import { LoadMore } from '../../ui/LoadMore'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'

const REASON_KEY = {
  earn: 'level.reason.earn',
  reverse: 'level.reason.reverse',
  period: 'level.reason.period',
  merge_in: 'level.reason.mergeIn',
  merge_out: 'level.reason.mergeOut',
} as const satisfies Record<GrowthReason, string>

/** member/pages/memberBenefits/growthValue/index: this period's growth and every change, newest first. */
export default function GrowthRecordsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const level = useMemberLevel()
  const pages = useGrowthRecords()
  const records = pages.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={s.page}>
      <PageHeader title={t('level.records')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        <section className={s.balanceCard} aria-labelledby="growth-now">
          <p className={s.balanceLabel} id="growth-now">
            {t('level.growthThisPeriod')}
          </p>
          <p className={s.balanceValue} data-testid="growth-value">
            {level.data ? level.data.growthValue.toLocaleString('en') : '–'}
          </p>
          <div className={s.cardActions}>
            <button type="button" className={s.cardLink} onClick={() => navigate(pageUrl(PAGE.growthRule))}>
              {t('level.rules')}
            </button>
          </div>
        </section>
        <QueryError query={level} />
        <h2 className={s.sectionTitle}>{t('level.history')}</h2>
        {pages.isPending && <ListSkeleton rows={4} />}
        <QueryError query={pages} />
        {pages.isSuccess && records.length === 0 && <EmptyView title={t('level.recordsEmpty')} description={t('level.recordsEmptyHint')} />}
        {records.length > 0 && (
          <ul className={s.records} data-testid="growth-records">
            {records.map((r) => (
              <LedgerRow
                key={r.id}
                title={t(REASON_KEY[r.reason] ?? REASON_KEY.earn)}
                createdAt={r.createdAt}
                amount={r.growth}
                amountLabel={t('level.change', { growth: signed(r.growth) })}
                orderNo={r.orderNo}
                onOrder={(no) => navigate(pageUrl(PAGE.orderDetail, { order_id: no }))}
                testId="growth-record"
                reason={r.reason}
              />
            ))}
          </ul>
        )}
        {records.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
      </div>
    </div>
  )
}
