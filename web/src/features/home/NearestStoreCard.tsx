import { Button, Skeleton } from 'antd-mobile'
import { EnvironmentOutline, RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { DEFAULT_CITY_CODE, useNearestStore, useStoreInfo, useStoreList, type Store } from '../../api/stores'
import { ORDER_TYPE } from '../../api/types'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { setStoreState, useStoreState } from '../../app/storeState'
import { useUserLocation } from '../../app/useUserLocation'
import { formatDistance } from '../../ui/format'
import { StatusBadge } from '../../ui/StatusBadge'
import s from './NearestStoreCard.module.css'

/** The nearest store by the browser's position, or the chosen store when location is off. */
export function NearestStoreCard() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useStoreState()
  const location = useUserLocation()
  const position = location.data?.status === 'ok' ? location.data.position : null
  const nearest = useNearestStore(position)
  const chosen = useStoreInfo(position ? null : state.sid)
  const locationOff = location.data !== undefined && location.data.status !== 'ok'
  // Without a position or a chosen store, suggest a store of the default city (open ones first).
  const fallback = useStoreList({ cityCode: DEFAULT_CITY_CODE, pageSize: 20 }, { enabled: locationOff && state.sid === null })
  const suggested = fallback.data?.list.find((candidate) => candidate.isOpen) ?? fallback.data?.list[0]

  const store: Store | undefined = position ? nearest.data : (chosen.data ?? suggested)
  const loading =
    location.isPending ||
    (position !== null && nearest.isPending) ||
    (!position && state.sid !== null && chosen.isPending) ||
    (locationOff && state.sid === null && fallback.isPending)

  const orderHere = (target: Store) => {
    const orderType = target.orderTypes.includes(state.orderType) ? state.orderType : (target.orderTypes[0] ?? ORDER_TYPE.pickup)
    setStoreState({ sid: target.sid, orderType, tableId: null, pre: false })
    navigate(`/${PAGE.storeGoods}`, { replace: true })
  }

  return (
    <section className={s.card} aria-labelledby="nearest-title">
      <div className={s.head}>
        <h2 id="nearest-title" className={s.heading}>
          {position ? t('home.nearestStore') : t('home.recommendedStore')}
        </h2>
        <button type="button" className={s.all} onClick={() => navigate(pageUrl(PAGE.chooseStore))}>
          {t('home.allStores')}
          <RightOutline />
        </button>
      </div>
      {loading && <Skeleton.Paragraph lineCount={3} animated />}
      {!loading && store && (
        <div className={s.store}>
          <div className={s.info}>
            <div className={s.nameRow}>
              <span className={s.name}>{store.name}</span>
              <StatusBadge status={store.businessStatus} />
            </div>
            <p className={s.address}>
              <EnvironmentOutline />
              <span>{store.address}</span>
            </p>
            {store.distance !== null && <span className={s.distance}>{formatDistance(store.distance)}</span>}
          </div>
          <Button color="primary" shape="rounded" size="small" onClick={() => orderHere(store)}>
            {t('home.orderHere')}
          </Button>
        </div>
      )}
      {!loading && !store && <p className={s.empty}>{position ? t('home.noStore') : t('location.off')}</p>}
      {!loading && store && locationOff && <p className={s.hint}>{t('location.off')}</p>}
    </section>
  )
}
