import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useStoreInfo } from '../../api/stores'
import { ORDER_TYPE, type  OrderType } from '../../api/types'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { setStoreState, useStoreState } from '../../app/storeState'
import { DeliveryArt, DineInArt, PickupArt } from './OrderTypeArt'
import s from './OrderTypeEntries.module.css'

const ENTRIES = [
  { type: 1, title: 'orderType.delivery', desc: 'orderType.deliveryDesc', Art: DeliveryArt },
  { type: 2, title: 'orderType.pickup', desc: 'orderType.pickupDesc', Art: PickupArt },
  { type: 3, title: 'orderType.dineIn', desc: 'orderType.dineInDesc', Art: DineInArt },
] as const satisfies ReadonlyArray<{ type: OrderType; title: string; desc: string; Art: () => React.JSX.Element }>

/**
 * Delivery / Pickup / Dine-in. Delivery asks where to first (the address picks the store); pickup
 * and dine-in set the order type, then go to the store's menu or to choose a store.
 */
export function OrderTypeEntries() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { sid } = useStoreState()
  const store = useStoreInfo(sid)

  const choose = (type: OrderType) => {
    // Delivery starts from the address, which picks the store (features/account/useDeliverTo).
    if (type === ORDER_TYPE.delivery) {
      navigate(pageUrl(PAGE.addressChoose, { deliver: 1 }))
      return
    }
    setStoreState({ orderType: type, tableId: null, pre: type === ORDER_TYPE.dineIn })
    const offers = store.data?.orderTypes.includes(type)
    if (sid !== null && offers) navigate(`/${PAGE.storeGoods}`, { replace: true })
    else navigate(pageUrl(PAGE.chooseStore, { orderType: type }))
  }

  return (
    <section aria-labelledby="order-type-title">
      <h2 id="order-type-title" className={s.heading}>
        {t('home.chooseOrderType')}
      </h2>
      <div className={s.grid}>
        {ENTRIES.map(({ type, title, desc, Art }) => (
          <button key={type} type="button" className={`${s.card} ${s[`type${type}`]}`} onClick={() => choose(type)}>
            <span className={s.text}>
              <span className={s.title}>{t(title)}</span>
              <span className={s.desc}>{t(desc)}</span>
            </span>
            <span className={s.art} aria-hidden="true">
              <Art />
            </span>
          </button>
        ))}
      </div>
    </section>
  )
}
