import { useTranslation } from 'react-i18next'
import { cashOf } from '../api/mall'
import type { MallOrder } from '../api/mallOrders'
import { useLanguage } from '../i18n'
import { formatDateTime } from '../ui/format'
import { GoodsImage } from '../ui/GoodsImage'
import { StateTag } from '../ui/StateTag'
import { finishedKey, showsPickupCode, statusTone } from './orderStatus'
import { PointsCash } from './PointsCash'
import s from './MallOrderRow.module.css'

/**
 * One exchange in a list (the mall's exchange records, the order list's points-exchange tab): the
 * goods (and how many other lines), points and cash, where it goes and when, how it stands (and
 * its pickup code); opens it.
 */
export function MallOrderRow({ order, onOpen }: { order: MallOrder; onOpen: (order: MallOrder) => void }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const others = Math.max(0, (order.lines?.length ?? 1) - 1)
  const where = order.fulfilment === 'delivery' ? t('mall.delivery') : order.fulfilment === 'none' ? t('mall.toWallet') : order.storeName
  return (
    <button type="button" className={s.row} onClick={() => onOpen(order)} data-testid="mall-order" data-order-no={order.order_no} data-status={order.status}>
      <GoodsImage src={order.image} className={s.thumb} lazy />
      <span className={s.text}>
        <span className={s.top}>
          <span className={s.title}>{others > 0 ? t('mall.titleAndMore', { title: order.title, count: others }) : order.title}</span>
          <StateTag tone={statusTone(order.status)}>{t(finishedKey(order))}</StateTag>
        </span>
        <span className={s.meta}>
          {t('mall.unitsTimes', { count: order.quantity })} · <PointsCash points={order.points} cash={cashOf(order)} />
        </span>
        <span className={s.meta}>
          {where} · {formatDateTime(order.createdAt, lang)}
        </span>
        {showsPickupCode(order) && <span className={s.code}>{t('mall.pickupCodeInline', { code: order.pickupCode })}</span>}
      </span>
    </button>
  )
}
