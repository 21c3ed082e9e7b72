import { Dialog, SearchBar, Tabs } from 'antd-mobile'
import { LocationFill } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { errorMessage } from '../../api/client'
import { DEFAULT_CITY_CODE, useCityList, useStoreList, type Store } from '../../api/stores'
import { ORDER_TYPE, isOrderType, type OrderType } from '../../api/types'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { setStoreState, useStoreState } from '../../app/storeState'
import { useUserLocation } from '../../app/useUserLocation'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ErrorView, ListSkeleton } from '../../ui/PageStates'
import { StoreCard } from '../../ui/StoreCard'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import s from './ChooseStorePage.module.css'

const NEARBY = 'nearby'
const SEARCH_DEBOUNCE_MS = 350

/** pages/chooseStore/index: stores by distance, by city, or by keyword. */
export default function ChooseStorePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const filterType = Number(params.get('orderType'))
  const orderType: OrderType | undefined = isOrderType(filterType) ? filterType : undefined
  const state = useStoreState()

  const location = useUserLocation()
  const position = location.data?.status === 'ok' ? location.data.position : null
  const locating = location.isPending
  const cities = useCityList()
  const defaultCity = cities.data?.defaultCode ?? DEFAULT_CITY_CODE

  // The city list page (mainFlow/pages/cityList) sends its choice as ?cityCode=.
  const [tab, setTab] = useState<string | null>(params.get('cityCode'))
  const activeTab = tab ?? (position ? NEARBY : defaultCity)
  const cityCode = activeTab === NEARBY ? undefined : activeTab

  const [keyword, setKeyword] = useState('')
  const search = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS)

  const stores = useStoreList(
    { lat: position?.lat, lng: position?.lng, cityCode: search ? undefined : cityCode, keyword: search || undefined, orderType },
    { enabled: !locating },
  )

  const select = (store: Store) => {
    const go = () => {
      const nextType = store.orderTypes.includes(orderType ?? state.orderType) ? (orderType ?? state.orderType) : (store.orderTypes[0] ?? ORDER_TYPE.pickup)
      setStoreState({ sid: store.sid, orderType: nextType, tableId: null, pre: nextType === ORDER_TYPE.dineIn })
      // Pushed, not replaced: back from the menu returns to the store the customer was choosing.
      navigate(`/${PAGE.storeGoods}`)
    }
    if (store.isOpen) {
      go()
      return
    }
    const busy = store.businessStatus === 'busy'
    Dialog.show({
      title: t(busy ? 'chooseStore.busyTitle' : 'chooseStore.restingTitle'),
      content: t(busy ? 'chooseStore.busyContent' : 'chooseStore.restingContent'),
      closeOnAction: true,
      actions: [
        { key: 'other', text: t('chooseStore.chooseOther'), bold: true },
        { key: 'menu', text: t('chooseStore.viewMenu'), onClick: go },
        { key: 'details', text: t('chooseStore.details'), onClick: () => navigate(pageUrl(PAGE.storeDetail, { sid: store.sid })) },
      ],
    })
  }

  const tabs = [...(position ? [{ key: NEARBY, title: t('chooseStore.nearby') }] : []), ...(cities.data?.list ?? []).map((city) => ({ key: city.code, title: city.name }))]

  return (
    <div className={s.page}>
      <div className={s.top}>
        <PageHeader title={t('chooseStore.title')} />
        <div className={s.search}>
          <SearchBar placeholder={t('chooseStore.searchPlaceholder')} value={keyword} onChange={setKeyword} onClear={() => setKeyword('')} />
        </div>
        {!search && tabs.length > 0 && (
          <Tabs activeKey={activeTab} onChange={setTab} className={s.tabs} stretch={false}>
            {tabs.map((item) => (
              <Tabs.Tab key={item.key} title={item.title} />
            ))}
          </Tabs>
        )}
      </div>
      {!locating && !position && (
        <p className={s.locationOff} role="note">
          <LocationFill />
          <span>{t('location.off')}</span>
        </p>
      )}
      <main className={s.list}>
        {(locating || stores.isPending) && <ListSkeleton rows={4} label={locating ? t('location.locating') : undefined} />}
        {stores.isError && !stores.data && <ErrorView message={errorMessage(stores.error)} onRetry={() => void stores.refetch()} />}
        {stores.data && stores.data.list.length === 0 && (
          <EmptyView title={search ? t('chooseStore.emptySearch', { keyword: search }) : t('chooseStore.empty')} />
        )}
        {stores.data?.list.map((store) => (
          <StoreCard
            key={store.sid}
            store={store}
            current={store.sid === state.sid}
            onSelect={select}
            onDetails={(target) => navigate(pageUrl(PAGE.storeDetail, { sid: target.sid }))}
          />
        ))}
      </main>
    </div>
  )
}
