import { useTranslation } from 'react-i18next'
import type { MallOrder } from '../../api/mallOrders'
import { useLanguage } from '../../i18n'
import { finishedKey, showsPickupCode, statusTone } from '../../mall/orderStatus'
import { formatClock, formatDateTime } from '../../ui/format'
import { StateTag } from '../../ui/StateTag'
import { PickupCode } from './PickupCode'
import s from './mall.module.css'

/** How an exchange stands, in words with when, and, while a pickup waits, the code for the counter. */
export function OrderStatusCard({ order }: { order: MallOrder }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <section className={`${s.card} ${s.statusCard}`} data-testid="mall-order-status" data-status={order.status}>
      <StateTag tone={statusTone(order.status)} className={s.statusTag}>
        {t(finishedKey(order))}
      </StateTag>
      <StatusNote order={order} lang={lang} />
      {showsPickupCode(order) && <PickupCode code={order.pickupCode} />}
    </section>
  )
}

function StatusNote({ order, lang }: { order: MallOrder; lang: string }) {
  const { t } = useTranslation()
  const note = (() => {
    switch (order.status) {
      case 'pending_payment':
        return order.payBy ? t('mall.payByNote', { time: formatClock(order.payBy, lang) }) : null
      case 'waiting_shipment':
        return t('mall.waitingShipmentNote')
      case 'shipped':
        return order.shippedAt ? t('mall.shippedNote', { time: formatDateTime(order.shippedAt, lang) }) : null
      case 'finished':
        if (!order.finishedAt) return null
        if (order.fulfilment === 'none') return t('mall.issuedNote')
        return t(order.fulfilment === 'delivery' ? 'mall.receivedNote' : 'mall.finishedNote', { time: formatDateTime(order.finishedAt, lang) })
      case 'cancelled':
        return order.cancelledAt ? t('mall.cancelledNote', { time: formatDateTime(order.cancelledAt, lang) }) : null
      default:
        return null
    }
  })()
  return note ? (
    <p className={s.statusNote} data-testid="mall-status-note">
      {note}
    </p>
  ) : null
}
