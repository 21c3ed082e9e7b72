import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useDrawRecords, type DrawRecord } from '../../api/draws'
import { PAGE } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import { LoadMore } from '../../ui/LoadMore'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { StateTag } from '../../ui/StateTag'
import { isThankYou, statusKey, statusTone } from './prizeWords'
import l from '../../ui/LedgerPage.module.css'
import s from './draws.module.css'

/** memberMinVolume/pages/lotteryRecords/index (a member; ?activityId= for one activity): every draw, "thank you" ones too, newest first. */
export default function LotteryRecordsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const pages = useDrawRecords(Number(params.get('activityId')) || null)
  const records = pages.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={s.page}>
      <PageHeader title={t('draws.myRecords')} homePath={`/${PAGE.collectPrice}`} />
      <div className={s.body}>
        {pages.isPending && <ListSkeleton rows={4} />}
        {!pages.data && <QueryError query={pages} />}
        {pages.isSuccess && records.length === 0 && (
          <EmptyView
            title={t('draws.recordsEmpty')}
            description={t('draws.recordsEmptyHint')}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.collectPrice}`)}>
                {t('draws.toActivities')}
              </Button>
            }
          />
        )}
        {records.length > 0 && (
          <ul className={l.records} data-testid="draw-records">
            {records.map((record) => (
              <RecordRow key={record.recordNo} record={record} />
            ))}
          </ul>
        )}
        {records.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
      </div>
    </div>
  )
}

function RecordRow({ record }: { record: DrawRecord }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const thanks = isThankYou(record)
  return (
    <li className={l.record} data-testid="draw-record" data-kind={record.kind} data-status={record.status}>
      <div className={l.recordText}>
        <p className={l.recordTitle}>{thanks ? record.prizeName || t('draws.status.none') : record.prizeName}</p>
        <p className={l.recordMeta}>{record.activityTitle}</p>
        <p className={l.recordMeta}>{formatDateTime(record.createdAt, lang)}</p>
      </div>
      {!thanks && <StateTag tone={statusTone(record.status)}>{t(statusKey(record.status))}</StateTag>}
    </li>
  )
}
