import { useTranslation } from 'react-i18next'
import { useStoreInfo } from '../../api/stores'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { useSidParam } from './useSidParam'
import s from './FoodSafetyPage.module.css'

/** infoManage/pages/foodSafety/index: the store's licences. */
export default function FoodSafetyPage() {
  const { t } = useTranslation()
  const sid = useSidParam()
  const info = useStoreInfo(sid)
  const licences = info.data?.licences ?? []
  return (
    <div className={s.page}>
      <PageHeader title={t('foodSafety.title')} />
      {sid === null && <EmptyView fullPage title={t('storeDetail.notFound')} />}
      {sid !== null && info.isPending && <ListSkeleton rows={2} />}
      <QueryError query={info} />
      {info.data && (
        <main className={s.body}>
          <h2 className={s.store}>{info.data.name}</h2>
          {licences.length === 0 && <EmptyView title={t('foodSafety.empty')} />}
          {licences.map((licence) => (
            <section key={`${licence.type}-${licence.number}`} className={s.licence}>
              <div className={s.seal} aria-hidden="true">
                <svg viewBox="0 0 40 40" width="40" height="40">
                  <circle cx="20" cy="20" r="18" fill="#fff3e5" stroke="#f08300" strokeWidth="2" />
                  <path d="M12 20l6 6 10-12" stroke="#f08300" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </div>
              <div className={s.details}>
                <h3 className={s.type}>{licence.type}</h3>
                <dl>
                  <div>
                    <dt>{t('foodSafety.number')}</dt>
                    <dd>{licence.number}</dd>
                  </div>
                  <div>
                    <dt>{t('foodSafety.holder')}</dt>
                    <dd>{licence.holder}</dd>
                  </div>
                  <div>
                    <dt>{t('foodSafety.validUntil')}</dt>
                    <dd>{licence.validUntil}</dd>
                  </div>
                </dl>
              </div>
            </section>
          ))}
          {licences.length > 0 && <p className={s.note}>{t('foodSafety.note')}</p>}
        </main>
      )}
    </div>
  )
}
