import { Button } from 'antd-mobile'
import { ClockCircleOutline, EnvironmentOutline, PhoneFill, RightOutline, TruckOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { formatMoney, parseCents } from '../../api/money'
import { useStoreInfo } from '../../api/stores'
import { ORDER_TYPE } from '../../api/types'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { setStoreState, useStoreState } from '../../app/storeState'
import { useLanguage } from '../../i18n'
import { formatDistance } from '../../ui/format'
import { OrderTypeChips } from '../../ui/OrderTypeChips'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { StatusBadge } from '../../ui/StatusBadge'
import { useSidParam } from './useSidParam'
import s from './StoreDetailPage.module.css'

/** mainFlow/pages/storeDeatil/index (the spec's spelling): address, hours, services, licences. */
export default function StoreDetailPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const sid = useSidParam()
  const state = useStoreState()
  const info = useStoreInfo(sid)
  const store = info.data

  const orderHere = () => {
    if (!store) return
    const orderType = store.orderTypes.includes(state.orderType) ? state.orderType : (store.orderTypes[0] ?? ORDER_TYPE.pickup)
    setStoreState({ sid: store.sid, orderType, tableId: null, pre: false })
    // Pushed, not replaced: back from the menu returns to this store's page.
    navigate(`/${PAGE.storeGoods}`)
  }

  return (
    <div className={s.page}>
      <PageHeader title={t('storeDetail.title')} />
      {sid === null && <EmptyView fullPage title={t('storeDetail.notFound')} />}
      {sid !== null && info.isPending && <ListSkeleton rows={3} />}
      <QueryError query={info} />
      {store && (
        <main className={s.body}>
          {store.image && <img className={s.hero} src={store.image} alt="" />}
          <section className={s.card}>
            <div className={s.titleRow}>
              <h2 className={s.name}>{store.name}</h2>
              <StatusBadge status={store.businessStatus} />
            </div>
            <OrderTypeChips types={store.orderTypes} />
            <dl className={s.facts}>
              <div className={s.fact}>
                <dt>
                  <EnvironmentOutline />
                  <span className="visually-hidden">{t('storeDetail.address')}</span>
                </dt>
                <dd>
                  {store.address}
                  {store.distance !== null && <span className={s.distance}> · {formatDistance(store.distance)}</span>}
                </dd>
              </div>
              {store.phone && (
                <div className={s.fact}>
                  <dt>
                    <PhoneFill />
                    <span className="visually-hidden">{t('storeDetail.phone')}</span>
                  </dt>
                  <dd>
                    <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
                  </dd>
                </div>
              )}
              {store.delivery && store.orderTypes.includes(ORDER_TYPE.delivery) && (
                <div className={s.fact}>
                  <dt>
                    <TruckOutline />
                    <span className="visually-hidden">{t('storeDetail.delivery')}</span>
                  </dt>
                  <dd>
                    {t('storeDetail.deliveryInfo', {
                      radius: formatDistance(store.delivery.radius),
                      min: formatMoney(parseCents(store.delivery.minOrder), lang),
                      fee: formatMoney(parseCents(store.delivery.baseFee), lang),
                    })}
                    {parseCents(store.delivery.freeThreshold) > 0 && (
                      <span className={s.sub}>{t('storeDetail.freeDelivery', { threshold: formatMoney(parseCents(store.delivery.freeThreshold), lang) })}</span>
                    )}
                  </dd>
                </div>
              )}
            </dl>
          </section>

          <section className={s.card} aria-labelledby="hours-title">
            <h3 id="hours-title" className={s.sectionTitle}>
              <ClockCircleOutline /> {t('storeDetail.hours')}
            </h3>
            <table className={s.hours}>
              <tbody>
                {store.businessHours.map((day) => (
                  <tr key={day.weekday}>
                    <th scope="row">{t(`storeDetail.weekday${day.weekday}` as 'storeDetail.weekday1')}</th>
                    <td>{day.ranges.length ? day.ranges.map((range) => `${range.start}–${range.end}`).join(', ') : t('storeDetail.dayClosed')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <button type="button" className={`${s.card} ${s.link}`} onClick={() => navigate(pageUrl(PAGE.foodSafety, { sid: store.sid }))}>
            <span>{t('storeDetail.licences')}</span>
            <RightOutline />
          </button>

          <Button block color="primary" shape="rounded" size="large" onClick={orderHere}>
            {t('storeDetail.orderHere')}
          </Button>
        </main>
      )}
    </div>
  )
}
