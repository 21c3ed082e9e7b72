import { RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import type { Store } from '../../api/stores'
import s from './mall.module.css'

/** The confirm page's pickup store: its name and address, or "choose a store"; a tap opens the list. */
export function PickupStoreRow({ sid, store, onChange }: { sid: number | null; store: Store | null; onChange: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={s.storeRow}>
      <span className={s.label}>{t('mall.pickupStore')}</span>
      <button type="button" className={s.storeButton} onClick={onChange} data-testid="mall-pickup-store" data-sid={sid ?? undefined}>
        <span className={s.storeText}>
          {sid === null ? (
            <span className={s.storeMissing}>{t('mall.chooseStore')}</span>
          ) : (
            <>
              <span className="visually-hidden">{t('mall.changeStore')} </span>
              <span className={s.storeName}>{store?.name ?? '…'}</span>
              {store?.address && <span className={s.storeAddress}>{store.address}</span>}
            </>
          )}
        </span>
        <RightOutline aria-hidden="true" />
      </button>
    </div>
  )
}
