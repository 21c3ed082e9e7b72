import { RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import type { Address } from '../../api/address'
import s from './mall.module.css'

/** The confirm page's delivery address: who, where and the phone, or "choose an address"; a tap opens the address book. */
export function DeliveryAddressRow({ address, loading, onChange }: { address: Address | null; loading: boolean; onChange: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={s.storeRow}>
      <span className={s.label}>{t('mall.deliverTo')}</span>
      <button type="button" className={s.storeButton} onClick={onChange} data-testid="mall-delivery-address" data-id={address?.id}>
        <span className={s.storeText}>
          {address === null ? (
            <span className={s.storeMissing}>{loading ? '…' : t('mall.chooseAddress')}</span>
          ) : (
            <>
              <span className="visually-hidden">{t('mall.changeAddress')} </span>
              <span className={s.storeName}>
                {address.consignee} · +{address.areaCode} {address.phone}
              </span>
              <span className={s.addressLine}>
                {address.address}
                {address.houseNumber && ` ${address.houseNumber}`}
              </span>
            </>
          )}
        </span>
        <RightOutline aria-hidden="true" />
      </button>
    </div>
  )
}
