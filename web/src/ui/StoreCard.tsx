import { ClockCircleOutline, EnvironmentOutline, InformationCircleOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import type { Store } from '../api/stores'
import { formatDistance } from './format'
import { OrderTypeChips } from './OrderTypeChips'
import { StatusBadge } from './StatusBadge'
import s from './StoreCard.module.css'

interface Props {
  store: Store
  current: boolean
  onSelect: (store: Store) => void
  /** The "store details" button beside the card; none without it. */
  onDetails?: (store: Store) => void
  /** What the current store's tag says (當前門店 unless told). */
  currentLabel?: string
  /** A line of the caller's about this store (the points mall: its stock of the goods). */
  note?: string
  /** Not to be chosen (the note says why). */
  disabled?: boolean
}

/**
 * A store in a list to choose from (the store list, a pickup store): name, status, address,
 * today's hours, order types and distance; the whole card chooses it.
 */
export function StoreCard({ store, current, onSelect, onDetails, currentLabel, note, disabled = false }: Props) {
  const { t } = useTranslation()
  const distance = formatDistance(store.distance)
  return (
    <article
      className={`${s.card} ${store.isOpen ? '' : s.resting} ${current ? s.current : ''} ${disabled ? s.disabled : ''}`}
      data-testid="store-card"
      data-sid={store.sid}
      data-disabled={disabled || undefined}
    >
      <button type="button" className={`${s.main} ${onDetails ? s.withDetails : ''}`} onClick={() => onSelect(store)} disabled={disabled}>
        <div className={s.top}>
          <h3 className={s.name}>{store.name}</h3>
          <StatusBadge status={store.businessStatus} />
        </div>
        {current && <span className={s.currentTag}>{currentLabel ?? t('chooseStore.current')}</span>}
        <p className={s.line}>
          <EnvironmentOutline />
          <span>{store.address}</span>
        </p>
        <p className={s.line}>
          <ClockCircleOutline />
          <span>{store.todayHours ? t('chooseStore.todayHours', { hours: store.todayHours }) : t('chooseStore.closedToday')}</span>
        </p>
        {note && <p className={s.note}>{note}</p>}
        <div className={s.bottom}>
          <OrderTypeChips types={store.orderTypes} />
          {distance && <span className={s.distance}>{distance}</span>}
        </div>
      </button>
      {onDetails && (
        <button type="button" className={s.details} onClick={() => onDetails(store)} aria-label={`${t('chooseStore.details')} ${store.name}`}>
          <InformationCircleOutline />
        </button>
      )}
    </article>
  )
}
