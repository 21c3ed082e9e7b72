import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { ConsoleOrder } from '../../api/console'
import { parseCents } from '../../api/money'
import { ORDER_TYPE_LABEL } from '../../ui/OrderTypeChips'
import { Price } from '../../ui/Price'
import { nextSteps, type AdvanceTarget } from './consoleLogic'
import { ConsoleOrderItems } from './ConsoleOrderItems'
import { ConsoleOrderMeta } from './ConsoleOrderMeta'
import s from './ConsolePage.module.css'

const STEP_KEYS = {
  in_production: 'console.step_in_production',
  ready: 'console.step_ready',
  rider_to_merchant: 'console.step_rider_to_merchant',
  rider_delivering: 'console.step_rider_delivering',
  finished: 'console.step_finished',
  cancelled: 'console.step_cancelled',
} as const

interface Props {
  order: ConsoleOrder
  /** The customer chased it a moment ago (order-remind). */
  reminded: boolean
  onSeen: () => void
  onAdvance: (to: AdvanceTarget) => void
}

/** One open order in the console: serial, status, who and when, what to make, the next steps. */
export function ConsoleOrderCard({ order, reminded, onSeen, onAdvance }: Props) {
  const { t } = useTranslation()
  return (
    <article
      className={`${s.card} ${reminded ? s.reminded : ''}`}
      data-testid="console-order"
      data-order-id={order.order_id}
      data-reminded={reminded || undefined}
      onClick={reminded ? onSeen : undefined}
    >
      <div className={s.row}>
        <strong className={s.serial}>{order.serial}</strong>
        <span className={s.tag}>{order.statusText}</span>
      </div>
      <div className={s.row}>
        <span className={s.muted}>
          {t(ORDER_TYPE_LABEL[order.order_type])} · {order.order_id}
        </span>
        <Price value={parseCents(order.payable)} size="small" />
      </div>
      <ConsoleOrderMeta order={order} />
      <ConsoleOrderItems order={order} />
      <div className={s.actions}>
        {nextSteps(order.status, order.order_type).map((to) => (
          <Button key={to} size="small" shape="rounded" color={to === 'cancelled' ? 'danger' : 'primary'} fill={to === 'cancelled' ? 'outline' : 'solid'} onClick={() => onAdvance(to)}>
            {t(STEP_KEYS[to])}
          </Button>
        ))}
      </div>
    </article>
  )
}
