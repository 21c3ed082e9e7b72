import { Dialog } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { Address } from '../../api/address'
import { matchStoreForAddress } from '../../api/stores'
import { ORDER_TYPE } from '../../api/types'
import { chosenAddress } from '../../app/chosenAddress'
import { toastError } from '../../app/errorToast'
import { PAGE } from '../../app/pagePaths'
import { setStoreState } from '../../app/storeState'

/**
 * Delivery starts from where the food goes, as McDelivery's and KFC's apps do (review finding 5):
 * the server assigns the store that delivers there (`/v1/store/match/address`), and the menu opens
 * at that store with the address chosen. When no store reaches it, the customer is told so and
 * offered pickup at the nearest store, or another address.
 */
export function useDeliverTo() {
  const { t } = useTranslation()
  const navigate = useNavigate()

  return async (address: Address) => {
    if (address.lat === null || address.lng === null) return
    try {
      const match = await matchStoreForAddress({ lat: address.lat, lng: address.lng })
      if (match.store) {
        chosenAddress.set(address.id)
        setStoreState({ sid: match.store.sid, orderType: ORDER_TYPE.delivery, tableId: null, pre: false })
        navigate(`/${PAGE.storeGoods}`)
        return
      }
      const nearest = match.nearest
      const pickup = await Dialog.confirm({
        title: t('deliverFrom.noStoreTitle'),
        content: nearest ? t('deliverFrom.noStorePickup', { message: match.message, store: nearest.name }) : match.message,
        confirmText: nearest ? t('deliverFrom.pickupInstead') : t('deliverFrom.anotherAddress'),
        cancelText: t('common.cancel'),
      })
      if (pickup && nearest) {
        setStoreState({ sid: nearest.sid, orderType: ORDER_TYPE.pickup, tableId: null, pre: false })
        navigate(`/${PAGE.storeGoods}`)
      }
    } catch (error) {
      toastError(error)
    }
  }
}
