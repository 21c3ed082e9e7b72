import { RightOutline, ShopbagOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import type { StoreInfo } from '../api/stores'
import type { OrderType } from '../api/types'
import { formatDistance } from '../ui/format'
import { ORDER_TYPE_LABEL } from '../ui/OrderTypeChips'
import { StatusBadge } from '../ui/StatusBadge'
import s from './StoreBar.module.css'

interface Props {
  store: StoreInfo | undefined
  loading: boolean
  orderType: OrderType
  /** Dine-in by table: the table replaces the order type switch. */
  tableId: string | null
  preOrder: boolean
  dineInMode: boolean
  onChooseStore: () => void
  onOrderType: (type: OrderType) => void
}

export function StoreBar({ store, loading, orderType, tableId, preOrder, dineInMode, onChooseStore, onOrderType }: Props) {
  const { t } = useTranslation()
  const types = store?.orderTypes.length ? [...store.orderTypes].sort() : [orderType]
  return (
    <header className={s.bar}>
      <button type="button" className={s.store} onClick={onChooseStore}>
        <span className="visually-hidden">{t('ordering.switchStore')}</span>
        <span className={s.icon} aria-hidden="true">
          <ShopbagOutline />
        </span>
        <span className={s.text}>
          <span className={s.nameRow}>
            <span className={s.name}>{store?.name ?? (loading ? '…' : t('ordering.goChooseStore'))}</span>
            <RightOutline className={s.chevron} />
          </span>
          {store && (
            <span className={s.meta}>
              <StatusBadge status={store.businessStatus} />
              {store.distance !== null && <span>{formatDistance(store.distance)}</span>}
              {store.todayHours && <span className={s.hours}>{store.todayHours}</span>}
            </span>
          )}
        </span>
      </button>
      {dineInMode ? (
        <div className={s.table}>
          <span className={s.dineIn}>{t('orderType.dineIn')}</span>
          <span className={s.tableNo} data-testid="table-number">
            {tableId ? t('ordering.table', { table: tableId }) : preOrder ? t('ordering.preOrder') : ''}
          </span>
        </div>
      ) : (
        <div className={s.types} role="radiogroup" aria-label={t('home.chooseOrderType')}>
          {types.map((type) => (
            <button key={type} type="button" role="radio" aria-checked={type === orderType} className={type === orderType ? s.active : undefined} onClick={() => onOrderType(type)}>
              {t(ORDER_TYPE_LABEL[type])}
            </button>
          ))}
        </div>
      )}
    </header>
  )
}
