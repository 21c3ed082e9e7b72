import { RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useOrderDraw } from '../api/draws'
import type { OrderStatus } from '../api/order'
import { activityUrl } from './activityLinks'
import s from './OrderDrawBanner.module.css'

/** An order not paid (or called off) opens no draw: the server is not asked. */
const NOT_PAID: ReadonlySet<OrderStatus> = new Set(['waiting_payment', 'paying', 'payment_failed', 'cancelled'])

interface Props {
  order: { order_id: string; status: OrderStatus; isPayer?: boolean }
}

/** Whether an order's page asks about a per-order draw: a paid order the member paid for (not a group's other diners). */
export function mayOpenDraw(order: Props['order']): boolean {
  return !NOT_PAID.has(order.status) && order.isPayer !== false
}

/**
 * On an order's page: "this order gives you a lucky draw" when a per-order activity is open to it
 * and not drawn yet, leading to the activity with the order; nothing otherwise (or when asking fails).
 */
export function OrderDrawBanner({ order }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const draw = useOrderDraw(mayOpenDraw(order) ? order.order_id : null)
  const activity = draw.data?.activity
  if (!activity || draw.data?.drawn) return null
  return (
    <button type="button" className={s.banner} onClick={() => navigate(activityUrl(activity, order.order_id))} data-testid="order-draw-banner" data-activity-id={activity.id}>
      <svg className={s.icon} viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="19" fill="#fff" />
        <rect x="9" y="17" width="22" height="15" rx="2" fill="#f08300" />
        <rect x="7" y="12" width="26" height="7" rx="2" fill="#b35300" />
        <path d="M20 12v20" stroke="#fff" strokeWidth="3" />
        <path d="M20 12c-3-6-10-5-7 0M20 12c3-6 10-5 7 0" stroke="#b35300" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
      <span className={s.text}>
        <strong className={s.title}>{t('draws.orderBanner')}</strong>
        <span className={s.activity}>{activity.title}</span>
      </span>
      <RightOutline aria-hidden="true" className={s.arrow} />
    </button>
  )
}
