import { useTranslation } from 'react-i18next'
import type { MallOrder } from '../../api/mall'
import { useLanguage } from '../../i18n'
import { formatDateTime, formatPoints } from '../../ui/format'
import { GoodsImage } from '../../ui/GoodsImage'
import { StateTag } from '../../ui/StateTag'
import { showsPickupCode, statusKey, statusTone } from './orderStatus'
import s from './mall.module.css'

/** One exchange in the member's list: the goods, points, when, how it stands (and its pickup code); opens it. */
export function MallOrderRow({ order, onOpen }: { order: MallOrder; onOpen: (order: MallOrder) => void }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <button type="button" className={`${s.card} ${s.orderRow}`} onClick={() => onOpen(order)} data-testid="mall-order" data-order-no={order.order_no} data-status={order.status}>
      <GoodsImage src={order.image} className={s.thumb} lazy />
      <span className={s.orderText}>
        <span className={s.orderTop}>
          <span className={s.itemName}>{order.title}</span>
          <StateTag tone={statusTone(order.status)}>{t(statusKey(order.status))}</StateTag>
        </span>
        <span className={s.orderMeta}>
          {t('mall.orderLine', { count: order.quantity, points: formatPoints(order.points) })}
        </span>
        <span className={s.orderMeta}>
          {order.storeName} · {formatDateTime(order.createdAt, lang)}
        </span>
        {showsPickupCode(order) && <span className={s.orderCode}>{t('mall.pickupCodeInline', { code: order.pickupCode })}</span>}
      </span>
    </button>
  )
}
