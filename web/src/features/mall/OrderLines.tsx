import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { cashOf } from '../../api/mall'
import { formatMoney } from '../../api/money'
import type { MallOrder } from '../../api/mallOrders'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { PointsCash } from '../../mall/PointsCash'
import { formatDateTime, formatPoints } from '../../ui/format'
import { GoodsImage } from '../../ui/GoodsImage'
import s from './mall.module.css'

/** What an exchange holds: each line (item, units, points and cash), the totals, the pickup store, when and its number. */
export function OrderLines({ order }: { order: MallOrder }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const lines = order.lines?.length ? order.lines : [{ itemId: order.itemId, kind: 'goods' as const, title: order.title, image: order.image, quantity: order.quantity, points: order.points, cash: order.cash }]
  const cash = cashOf(order)
  return (
    <section className={s.card}>
      <ul className={s.confirmLines} data-testid="mall-order-lines">
        {lines.map((line) => (
          <li key={line.itemId} className={s.itemRow}>
            <GoodsImage src={line.image} className={s.thumb} lazy />
            <div className={s.itemText}>
              <h2 className={s.itemName}>{line.title}</h2>
              <p className={s.subtitle}>{t('mall.quantityTimes', { count: line.quantity })}</p>
            </div>
            <PointsCash className={s.linePrice} points={line.points} cash={cashOf(line)} />
          </li>
        ))}
      </ul>
      <div className={s.row}>
        <span className={s.label}>{t('mall.pointsUsed')}</span>
        <strong className={s.totalPoints} data-testid="mall-order-points">
          {formatPoints(order.points)}
        </strong>
      </div>
      {cash > 0 && (
        <div className={s.row}>
          <span className={s.label}>{order.paidAt ? t('mall.cashPaid') : t('mall.cashPart')}</span>
          <strong className={s.totalPoints} data-testid="mall-order-cash">
            {formatMoney(cash, lang)}
          </strong>
        </div>
      )}
      {order.fulfilment === 'pickup' && (
        <div className={s.row}>
          <span className={s.label}>{t('mall.pickupStore')}</span>
          <button type="button" className={s.link} onClick={() => navigate(pageUrl(PAGE.storeDetail, { sid: order.sid }))} data-testid="mall-order-store">
            {order.storeName}
          </button>
        </div>
      )}
      <div className={s.row}>
        <span className={s.label}>{t('mall.createdAt')}</span>
        <span className={s.value}>{formatDateTime(order.createdAt, lang)}</span>
      </div>
      {order.paidAt && cash > 0 && (
        <div className={s.row}>
          <span className={s.label}>{t('mall.paidAt')}</span>
          <span className={s.value}>{formatDateTime(order.paidAt, lang)}</span>
        </div>
      )}
      <div className={s.row}>
        <span className={s.label}>{t('mall.orderNo')}</span>
        <span className={s.value} data-testid="mall-order-no">
          {order.order_no}
        </span>
      </div>
    </section>
  )
}
