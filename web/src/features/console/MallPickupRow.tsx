import { Button, Dialog } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MallOrder } from '../../api/mallOrders'
import { useLanguage } from '../../i18n'
import { formatTime } from '../../ui/format'
import { GoodsImage } from '../../ui/GoodsImage'
import s from './ConsolePage.module.css'
import m from './MallPickups.module.css'

interface Props {
  order: MallOrder
  /** Hands the gift over (once staff confirmed); settles when done or refused. */
  onHandOver: (order: MallOrder) => Promise<void>
}

/**
 * One exchange waiting at the store: the gift and how many, the pickup code, when, its number, and
 * a hand-over that asks first (staff check the code the member shows).
 */
export function MallPickupRow({ order, onHandOver }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const [busy, setBusy] = useState(false)
  const handOver = async () => {
    const yes = await Dialog.confirm({
      title: t('mallPickup.confirmTitle'),
      content: t('mallPickup.confirm', { title: order.title, count: order.quantity, code: order.pickupCode }),
      confirmText: t('mallPickup.confirmButton'),
      cancelText: t('common.cancel'),
    })
    if (!yes) return
    setBusy(true)
    try {
      await onHandOver(order)
    } finally {
      setBusy(false)
    }
  }
  return (
    <article className={`${s.card} ${m.row}`} data-testid="mall-pickup-order" data-order-no={order.order_no} data-code={order.pickupCode}>
      <GoodsImage src={order.image} className={m.thumb} lazy />
      <div className={m.rowText}>
        <h3 className={m.rowTitle}>
          {order.title} <span className={m.quantity}>{t('mallPickup.quantity', { count: order.quantity })}</span>
        </h3>
        <p className={m.rowCode}>
          {t('mallPickup.code')} <strong className={m.codeDigits}>{order.pickupCode}</strong>
        </p>
        <p className={s.muted}>
          {t('mallPickup.exchangedAt', { time: formatTime(order.createdAt, lang) })} · {t('mallPickup.orderNo', { orderNo: order.order_no })}
        </p>
      </div>
      <Button
        className={m.rowButton}
        size="small"
        color="primary"
        fill="outline"
        shape="rounded"
        loading={busy}
        aria-label={t('mallPickup.handOverItem', { title: order.title, code: order.pickupCode })}
        onClick={() => void handOver()}
      >
        {t('mallPickup.handOverShort')}
      </Button>
    </article>
  )
}
