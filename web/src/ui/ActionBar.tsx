import type { ReactNode } from 'react'
import s from './ActionBar.module.css'

interface Props {
  /** Left side: what the bar sums up (a count and a total). */
  summary: ReactNode
  /** Right side: one or two buttons. */
  actions: ReactNode
  /** Opens the list the summary describes. */
  onOpen?: () => void
  openLabel?: string
}

/** A bottom bar like the cart bar, for pages whose actions are not "checkout" (group, table). */
export function ActionBar({ summary, actions, onOpen, openLabel }: Props) {
  return (
    <div className={s.wrap}>
      <div className={s.bar}>
        {onOpen ? (
          <button type="button" className={s.summary} onClick={onOpen}>
            {openLabel && <span className="visually-hidden">{openLabel}</span>}
            {summary}
          </button>
        ) : (
          <div className={s.summary}>{summary}</div>
        )}
        <div className={s.actions}>{actions}</div>
      </div>
    </div>
  )
}
