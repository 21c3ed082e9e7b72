import type { ReactNode } from 'react'
import s from './DrawHub.module.css'

interface Props {
  label: ReactNode
  /** Under the label: what a draw costs. */
  sub?: ReactNode
  /** Drawing is not possible (the reason is written beside, `describedBy`). */
  disabled: boolean
  /** A draw is on its way or the wheel still turns: taps are ignored, focus stays here for the result. */
  busy: boolean
  describedBy?: string
  onClick: () => void
  /** Round at a wheel's heart, square in a grid's centre, a wide bar under blind boxes. */
  shape: 'round' | 'square' | 'bar'
}

/** The draw button: at the heart of the wheel or the grid, or under the blind boxes. */
export function DrawHub({ label, sub, disabled, busy, describedBy, onClick, shape }: Props) {
  return (
    <button
      type="button"
      className={`${s.hub} ${s[shape]}`}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-describedby={describedBy}
      onClick={() => {
        if (!busy) onClick()
      }}
      data-testid="draw-button"
      data-busy={busy || undefined}
    >
      <span className={s.label}>{label}</span>
      {sub && <span className={s.sub}>{sub}</span>}
    </button>
  )
}
