import { useTranslation } from 'react-i18next'
import type { ConsoleOrder } from '../../api/console'
import { ConsoleLines } from './ConsoleLines'
import s from './ConsolePage.module.css'

/** What the kitchen makes for one order: the table, each line with its choices and memo, the note. */
export function ConsoleOrderItems({ order }: { order: ConsoleOrder }) {
  const { t } = useTranslation()
  return (
    <div className={s.items} data-testid="console-order-items">
      {order.table_no ? <div className={s.table}>{t('ordering.table', { table: order.table_no })}</div> : null}
      <ConsoleLines lines={order.lines} />
      {order.note ? (
        <div className={s.note}>
          {t('console.orderNote', { note: order.note })}
        </div>
      ) : null}
    </div>
  )
}
