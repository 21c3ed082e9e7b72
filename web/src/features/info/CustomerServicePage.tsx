import { List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { isMemberWithPhone, useSession } from '../../api/session'
import { useStoreInfo } from '../../api/stores'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useStoreState } from '../../app/storeState'
import { ActionItem } from '../../ui/ActionItem'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import s from './info.module.css'

/**
 * orderPlus/pages/customerWebview/index: customer service. The seed framed a chat vendor's page;
 * here the ways to reach us are ours: the feedback form (answered by the store or the brand in the
 * message centre), the orders (refunds start there) and the chosen store's phone.
 */
export default function CustomerServicePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const session = useSession()
  const { sid } = useStoreState()
  const store = useStoreInfo(sid)
  const member = isMemberWithPhone(session)
  // A visitor signs in first; the page they wanted comes next.
  const open = (path: string) => navigate(member ? `/${path}` : pageUrl(PAGE.auth, { oldUrl: `/${path}` }))
  const phone = store.data?.phone?.replace(/\s+/g, '')
  return (
    <div className={s.page}>
      <PageHeader title={t('service.title')} />
      <main className={s.body}>
        <p className={s.text}>{t('service.intro')}</p>
        <List>
          <ActionItem onClick={() => open(PAGE.feedback)} description={t('service.feedbackHint')}>
            {t('service.feedback')}
          </ActionItem>
          <ActionItem onClick={() => open(PAGE.orderList)} description={t('service.ordersHint')}>
            {t('service.orders')}
          </ActionItem>
          <ActionItem onClick={() => open(PAGE.messageCenter)} description={t('service.messagesHint')}>
            {t('service.messages')}
          </ActionItem>
          <ActionItem onClick={() => navigate(`/${PAGE.guide}`)}>{t('service.guide')}</ActionItem>
        </List>
        {sid !== null && store.isPending && <ListSkeleton rows={1} />}
        {sid !== null && <QueryError query={store} />}
        {store.data && (
          <section className={s.card} aria-labelledby="service-store">
            <h2 id="service-store" className={s.title}>
              {t('service.store', { name: store.data.name })}
            </h2>
            <p className={s.text}>{store.data.address}</p>
            {phone ? (
              <div className={s.actions}>
                <a className={s.open} href={`tel:${phone}`}>
                  {t('service.call', { phone: store.data.phone })}
                </a>
              </div>
            ) : (
              <p className={s.text}>{t('service.noPhone')}</p>
            )}
          </section>
        )}
        {sid === null && (
          <section className={s.card}>
            <p className={s.text}>{t('service.noStore')}</p>
            <div className={s.actions}>
              <a
                className={s.open}
                href={`/${PAGE.chooseStore}`}
                onClick={(event) => {
                  event.preventDefault()
                  navigate(`/${PAGE.chooseStore}`)
                }}
              >
                {t('service.chooseStore')}
              </a>
            </div>
          </section>
        )}
      </main>
    </div>
  )
}
