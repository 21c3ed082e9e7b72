import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useStoreInfo } from '../../api/stores'
import { PAGE } from '../../app/pagePaths'
import { useStoreState } from '../../app/storeState'
import { useLanguage } from '../../i18n'
import { telHref } from '../../ui/format'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { formatLegacyDate, legacyHistoryDate } from './legacyHistory'
import s from './orders.module.css'

/**
 * orderPlus/pages/historyList/index?before=: orders made before the new system are not here.
 * Explains it and who to contact: the brand has no customer-service entry in its configuration
 * (GET /v1/config/global), so the store the customer orders from answers the phone.
 */
export default function LegacyHistoryPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const date = formatLegacyDate(legacyHistoryDate(params.get('before')), lang)
  const { sid } = useStoreState()
  const store = useStoreInfo(sid)
  return (
    <div className={s.page}>
      <PageHeader title={t('legacyHistory.title')} homePath={`/${PAGE.orderList}`} />
      <div className={s.body}>
        <section className={s.card} data-testid="legacy-history">
          <h2 className={s.cardTitle}>{t('legacyHistory.heading', { date })}</h2>
          <p className={s.paragraph}>{t('legacyHistory.explain', { date })}</p>
          <p className={s.paragraph}>{t('legacyHistory.contactHint')}</p>
        </section>
        <section className={s.card}>
          <h2 className={s.cardTitle}>{t('legacyHistory.contactTitle')}</h2>
          {sid === null && <p className={s.paragraph}>{t('legacyHistory.noStore')}</p>}
          {sid !== null && store.isPending && <ListSkeleton rows={1} />}
          <QueryError query={store} />
          {store.data && (
            <div className={s.contactCard}>
              <span className={s.lineInfo}>
                <strong>{store.data.name}</strong>
                <span className={s.muted}>{store.data.address}</span>
              </span>
              <a className={s.callButton} href={telHref(store.data.phone)} data-testid="legacy-history-call">
                {t('legacyHistory.call', { phone: store.data.phone })}
              </a>
            </div>
          )}
        </section>
        <Button block shape="rounded" onClick={() => navigate(`/${PAGE.orderList}`)}>
          {t('legacyHistory.back')}
        </Button>
      </div>
    </div>
  )
}
