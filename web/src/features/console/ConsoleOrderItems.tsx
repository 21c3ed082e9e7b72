import { useTranslation } from 'react-i18next'
import type { ConsoleOrder } from '../../api/console'
import s from './ConsolePage.module.css'

/** What the kitchen makes for one order: the table, each line with its choices and memo, the note. */
export function ConsoleOrderItems({ order }: { order: ConsoleOrder }) {
  const { t } = useTranslation()
  return (
    <div className={s.items} data-testid="console-order-items">
      {order.table_no ? <div className={s.table}>{t('ordering.table', { table: order.table_no })}</div> : null}
      <ul className={s.lines}>
        {order.lines.map((line, index) => (
          <li key={index} className={s.line}>
            <span className={s.qty}>{line.num} ×</span>
            <span>
              <span className={s.lineName}>{line.name}</span>
              {line.detail ? <span className={s.muted}> · {line.detail}</span> : null}
              {line.memo ? <span className={s.memo}> · {line.memo}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      {order.note ? (
        <div className={s.note}>
          {t('checkout.note')}：{order.note}
        </div>
      ) : null}
    </div>
  )
}
