import type { ReactNode } from 'react'
import s from './ChoiceCards.module.css'

export interface Choice<K extends string | number> {
  key: K
  content: ReactNode
  /** Shown but not choosable (a plan the member may not buy again). */
  disabled?: boolean
}

interface Props<K extends string | number> {
  /** Names the group for screen readers ("Choose a plan"). */
  label: string
  choices: readonly Choice<K>[]
  value: K | undefined
  onChange: (key: K) => void
  testId?: string
  /** One short line each (how to pay), rather than an offer with a price. */
  compact?: boolean
}

/** One of a few offers (a top-up plan, a pass plan) as cards two to a row, read out as radio buttons. */
export function ChoiceCards<K extends string | number>({ label, choices, value, onChange, testId, compact = false }: Props<K>) {
  return (
    <div className={`${s.grid} ${compact ? s.compact : ''}`} role="radiogroup" aria-label={label}>
      {choices.map((c) => (
        <button
          key={c.key}
          type="button"
          role="radio"
          aria-checked={value === c.key}
          disabled={c.disabled}
          className={`${s.card} ${value === c.key ? s.on : ''}`}
          onClick={() => onChange(c.key)}
          data-testid={testId}
        >
          {c.content}
        </button>
      ))}
    </div>
  )
}
