import { useTranslation } from 'react-i18next'
import type { OrderSummary } from '../../api/order'
import { useLanguage } from '../../i18n'
import { formatClock } from '../../ui/format'
import { orderTimeNotes, remindSummary } from './orderTimes'
import s from './orders.module.css'

const DELIVERY = 1

/** Under the status: when the order is expected, by when to collect it, how often it was chased. */
export function OrderTimeNotes({ order }: { order: OrderSummary }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const { expectedAt, pickupBy } = orderTimeNotes(order)
  const reminded = remindSummary(order)
  return (
    <>
      {expectedAt ? (
        <span className={s.muted} data-testid="order-expected">
          {t(order.order_type === DELIVERY ? 'orderTimes.expectedDelivery' : 'orderTimes.expected', { time: formatClock(expectedAt, lang) })}
        </span>
      ) : null}
      {pickupBy ? (
        <span className={s.pickupBy} data-testid="order-pickup-by">
          {t('orderTimes.pickupBy', { time: formatClock(pickupBy, lang) })}
        </span>
      ) : null}
      {reminded ? (
        <span className={s.muted} data-testid="order-reminded">
          {reminded.at ? t('remind.countAt', { count: reminded.count, time: formatClock(reminded.at, lang) }) : t('remind.count', { count: reminded.count })}
        </span>
      ) : null}
    </>
  )
}
