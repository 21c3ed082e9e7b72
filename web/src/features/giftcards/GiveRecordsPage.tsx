import { useTranslation } from 'react-i18next'
import { useGiveRecords } from '../../api/giftcards'
import { formatMoney, parseCents } from '../../api/money'
import { PAGE } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import s from '../../ui/LedgerPage.module.css'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import g from './giftcards.module.css'

/** member/pages/giftCard/giveRecord/index: the gift cards the member sent and where each is now. */
export default function GiveRecordsPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const records = useGiveRecords()
  const list = records.data?.list ?? []
  return (
    <div className={s.page}>
      <PageHeader title={t('giftcards.giveRecords')} homePath={`/${PAGE.myGiftCards}`} />
      <div className={s.body}>
        {records.isPending && <ListSkeleton rows={2} />}
        <QueryError query={records} />
        {records.isSuccess && list.length === 0 && <EmptyView title={t('giftcards.noGives')} />}
        {list.length > 0 && (
          <section className={s.ruleCard}>
            {list.map((r) => (
              <div key={r.giftId} className={g.record} data-testid="give-record">
                <span>
                  {r.card.name} · {formatMoney(parseCents(r.card.faceValue), lang)}
                  <br />
                  <small>{formatDateTime(r.createdAt, lang)}</small>
                </span>
                <span className={g.minus}>{r.labelText}</span>
              </div>
            ))}
          </section>
        )}
      </div>
    </div>
  )
}
