import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../api/client'
import { useStoreList, type Store } from '../../api/stores'
import { useUserLocation } from '../../app/useUserLocation'
import { EmptyView, ErrorView, ListSkeleton } from '../../ui/PageStates'
import { StoreCard } from '../../ui/StoreCard'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import type { StoreOffer } from './storeStock'
import p from './PickupStoreList.module.css'

const SEARCH_DEBOUNCE_MS = 350

export interface PickupStoreListProps {
  /** Read the list (and ask for the position) only while it is shown. */
  enabled: boolean
  /** The store chosen now, marked in the list. */
  currentSid: number | null
  onPick: (store: Store) => void
  /** The stores that may be offered at all (null: any; goods stocked per store: the stores that stock them). */
  offered?: ReadonlySet<number> | null
  /** How a store stands for the goods (its stock of them); a store short of them cannot be chosen. */
  offerAt?: (sid: number) => StoreOffer
  /** The box the cards scroll in (the sheet's; the page scrolls as a whole). */
  listClassName?: string
}

/**
 * The pickup stores, for the confirm page's sheet and the choiceStore page alike: the brand's
 * stores nearest first (when the position is known), searchable by name or address, shown with
 * the store list's cards. Goods stocked per store are offered only at the stores that stock them,
 * each with its stock; one without enough is shown disabled. Loading, failed and empty lists say so.
 */
export function PickupStoreList({ enabled, currentSid, onPick, offered = null, offerAt, listClassName }: PickupStoreListProps) {
  const { t } = useTranslation()
  // The position is asked for when the list is first shown, not when the confirm page opens.
  const location = useUserLocation({ enabled })
  const position = location.data?.status === 'ok' ? location.data.position : null
  const [keyword, setKeyword] = useState('')
  const search = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS)
  const stores = useStoreList({ lat: position?.lat, lng: position?.lng, keyword: search || undefined }, { enabled: enabled && !location.isPending })
  const list = (stores.data?.list ?? []).filter((store) => offered === null || offered.has(store.sid))
  return (
    <>
      <div className={p.search}>
        <SearchBar placeholder={t('chooseStore.searchPlaceholder')} value={keyword} onChange={setKeyword} onClear={() => setKeyword('')} />
      </div>
      <div className={listClassName ? `${p.list} ${listClassName}` : p.list} data-testid="pickup-store-list">
        {(location.isPending || stores.isPending) && <ListSkeleton rows={3} label={location.isPending ? t('location.locating') : undefined} />}
        {stores.isError && !stores.data && <ErrorView message={errorMessage(stores.error)} onRetry={() => void stores.refetch()} />}
        {stores.data && list.length === 0 && <EmptyView title={search ? t('chooseStore.emptySearch', { keyword: search }) : offered ? t('mall.noStoresStock') : t('mall.noStores')} />}
        {list.map((store) => {
          const offer = offerAt?.(store.sid) ?? null
          const note = offer?.state === 'short' ? (offer.stock > 0 ? t('mall.storeCardShort', { count: offer.stock }) : t('mall.storeCardSoldOut')) : offer?.state === 'ok' && offer.stock !== null ? t('mall.storeStock', { count: offer.stock }) : undefined
          return (
            <StoreCard
              key={store.sid}
              store={store}
              current={store.sid === currentSid}
              currentLabel={t('mall.storeChosen')}
              onSelect={onPick}
              note={note}
              disabled={offer !== null && offer.state !== 'ok'}
            />
          )
        })}
      </div>
    </>
  )
}
