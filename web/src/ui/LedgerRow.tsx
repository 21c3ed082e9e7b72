import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../i18n'
import { formatDateTime, signed } from './format'
import s from './LedgerPage.module.css'

interface Props {
  title: string
  createdAt: number
  amount: number
  /** How the amount reads when it is not a plain count ("+$220"); its sign by default. */
  display?: string
  /** What the amount is, for screen readers ("Points change +35"). */
  amountLabel: string
  orderNo?: string
  onOrder: (orderNo: string) => void
  /** A line under the time (a validity). */
  note?: ReactNode
  testId: string
  reason: string
}

/** One row of a member's history (points, growth): what happened, when, from which order, how much. */
export function LedgerRow({ title, createdAt, amount, display, amountLabel, orderNo, onOrder, note, testId, reason }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <li className={s.record} data-testid={testId} data-reason={reason}>
      <div className={s.recordText}>
        <p className={s.recordTitle}>{title}</p>
        <p className={s.recordMeta}>
          {formatDateTime(createdAt, lang)}
          {orderNo && (
            <>
              {' · '}
              <button type="button" className={s.orderLink} onClick={() => onOrder(orderNo)}>
                {t('points.orderLink')}
              </button>
            </>
          )}
        </p>
        {note && <p className={s.recordMeta}>{note}</p>}
      </div>
      <span className={`${s.amount} ${amount > 0 ? s.plus : s.minus}`} aria-label={amountLabel}>
        {display ?? signed(amount)}
      </span>
    </li>
  )
}
