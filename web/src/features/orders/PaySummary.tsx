import { useTranslation } from 'react-i18next'
import type { OrderDetail } from '../../api/order'
import { parseCents } from '../../api/money'
import { ORDER_TYPE_LABEL } from '../../ui/OrderTypeChips'
import { Price } from '../../ui/Price'
import o from './orders.module.css'
import s from './PaySummary.module.css'

/** How many lines the pay page lists before "and n more". */
const SHOWN_LINES = 3

/** "14:05" for 14 min 5 s: the time left to pay. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

interface Props {
  order: OrderDetail
  /** Milliseconds left before the unpaid order is cancelled; null when there is no deadline. */
  timeLeft: number | null
}

/** The pay page's order: where and how, what is in it, and the time left to pay (counting down). */
export function PaySummary({ order, timeLeft }: Props) {
  const { t } = useTranslation()
  const more = order.lines.length - SHOWN_LINES
  const count = order.lines.reduce((sum, line) => sum + line.num, 0)
  return (
    <section className={`${o.card} ${s.summary}`} aria-labelledby="pay-summary-title" data-testid="pay-summary">
      {timeLeft !== null && (
        <p className={`${s.deadline} ${timeLeft === 0 ? s.expired : ''}`} role="timer" aria-live="off" data-testid="pay-time-left">
          {timeLeft > 0 ? (
            <>
              {t('pay.timeLeft')} <strong className={s.clock}>{formatTimeLeft(timeLeft)}</strong>
              <span className={s.hint}>{t('pay.timeLeftHint')}</span>
            </>
          ) : (
            t('pay.expired')
          )}
        </p>
      )}
      <h2 id="pay-summary-title" className={s.store}>
        {order.storeName} · {t(ORDER_TYPE_LABEL[order.order_type])}
      </h2>
      <ul className={s.lines}>
        {order.lines.slice(0, SHOWN_LINES).map((line) => (
          <li key={line.lineId} className={s.line}>
            <span className={s.name}>
              {line.name}
              {line.detail && <span className={s.detail}>{line.detail}</span>}
            </span>
            <span className={s.num}>×{line.num}</span>
            <Price value={parseCents(line.total_price)} size="small" />
          </li>
        ))}
      </ul>
      <p className={s.total}>
        <span>{more > 0 ? t('pay.moreLines', { count: more }) : ''}</span>
        <span>{t('pay.itemCount', { count })}</span>
      </p>
    </section>
  )
}
