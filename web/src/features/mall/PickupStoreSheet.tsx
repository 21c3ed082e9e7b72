import { SearchBar } from 'antd-mobile'
import { CloseOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../api/client'
import { useStoreList, type Store } from '../../api/stores'
import { useUserLocation } from '../../app/useUserLocation'
import { EmptyView, ErrorView, ListSkeleton } from '../../ui/PageStates'
import { Sheet } from '../../ui/Sheet'
import { StoreCard } from '../../ui/StoreCard'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import p from './PickupStoreSheet.module.css'

const SEARCH_DEBOUNCE_MS = 350

interface Props {
  visible: boolean
  /** The store chosen now, marked in the list. */
  currentSid: number | null
  onPick: (store: Store) => void
  onClose: () => void
}

/**
 * Where the member collects the goods: the brand's stores nearest first (when the position is
 * known), searchable by name or address, shown with the store list's cards.
 */
export function PickupStoreSheet({ visible, currentSid, onPick, onClose }: Props) {
  const { t } = useTranslation()
  // The position is asked for when the list is first opened, not when the confirm page opens.
  const location = useUserLocation({ enabled: visible })
  const position = location.data?.status === 'ok' ? location.data.position : null
  const [keyword, setKeyword] = useState('')
  const search = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS)
  const stores = useStoreList({ lat: position?.lat, lng: position?.lng, keyword: search || undefined }, { enabled: visible && !location.isPending })
  const list = stores.data?.list ?? []
  return (
    <Sheet visible={visible} onClose={onClose} bodyClassName={p.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="pickup-store-title" className={p.dialog} data-testid="pickup-store-sheet">
        <header className={p.head}>
          <h2 id="pickup-store-title" className={p.title}>
            {t('mall.storeSheetTitle')}
          </h2>
          <button type="button" className={p.close} onClick={onClose} aria-label={t('common.close')}>
            <CloseOutline />
          </button>
        </header>
        <div className={p.search}>
          <SearchBar placeholder={t('chooseStore.searchPlaceholder')} value={keyword} onChange={setKeyword} onClear={() => setKeyword('')} />
        </div>
        <div className={p.scroll}>
          {(location.isPending || stores.isPending) && <ListSkeleton rows={3} label={location.isPending ? t('location.locating') : undefined} />}
          {stores.isError && !stores.data && <ErrorView message={errorMessage(stores.error)} onRetry={() => void stores.refetch()} />}
          {stores.data && list.length === 0 && <EmptyView title={search ? t('chooseStore.emptySearch', { keyword: search }) : t('mall.noStores')} />}
          {list.map((store) => (
            <StoreCard key={store.sid} store={store} current={store.sid === currentSid} currentLabel={t('mall.storeChosen')} onSelect={onPick} />
          ))}
        </div>
      </div>
    </Sheet>
  )
}
