import { CheckCircleFill } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import type { MallOrder } from '../../api/mallOrders'
import m from './MallPickups.module.css'

/**
 * What was just handed over, for staff to check against what they give: the gift and how many.
 * A live region that stays on the page, so a screen reader hears each new hand-over.
 */
export function MallHandedOver({ order }: { order: MallOrder | null }) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-live="polite" className={m.doneRegion}>
      {order && (
        <div className={m.done} data-testid="mall-pickup-done" data-order-no={order.order_no}>
          <CheckCircleFill className={m.doneIcon} aria-hidden="true" />
          <div>
            <p className={m.doneTitle}>{t('mallPickup.done', { title: order.title, count: order.quantity })}</p>
            <p className={m.doneNote}>{t('mallPickup.doneNote', { orderNo: order.order_no, code: order.pickupCode })}</p>
          </div>
        </div>
      )}
    </div>
  )
}
