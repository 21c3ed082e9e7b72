import { useTranslation } from 'react-i18next'
import type { MallOrder } from '../../api/mallOrders'
import { showsTracking } from '../../mall/orderStatus'
import s from './mall.module.css'

/** Where a delivered exchange goes (who, the phone, the address), and once shipped, the carrier and tracking number. */
export function OrderDelivery({ order }: { order: MallOrder }) {
  const { t } = useTranslation()
  return (
    <section className={s.card} aria-labelledby="mall-delivery-title" data-testid="mall-order-delivery">
      <h2 className={s.cardTitle} id="mall-delivery-title">
        {t('mall.deliveryTitle')}
      </h2>
      {order.address && (
        <p className={s.addressBlock} data-testid="mall-order-address">
          <strong>
            {order.address.consignee} · {order.address.phone}
          </strong>
          <span>{order.address.address}</span>
        </p>
      )}
      {showsTracking(order) ? (
        <>
          <div className={s.row}>
            <span className={s.label}>{t('mall.carrier')}</span>
            <span className={s.value} data-testid="mall-order-carrier">
              {order.carrier}
            </span>
          </div>
          <div className={s.row}>
            <span className={s.label}>{t('mall.trackingNo')}</span>
            <span className={s.value} data-testid="mall-order-tracking">
              {order.trackingNo}
            </span>
          </div>
        </>
      ) : (
        <p className={s.cardNote}>{order.status === 'cancelled' ? t('mall.notShipped') : t('mall.trackingLater')}</p>
      )}
    </section>
  )
}
