import type { ReactNode } from 'react'
import s from './Chip.module.css'

interface Props {
  selected: boolean
  disabled?: boolean
  onClick: () => void
  children: ReactNode
  extra?: ReactNode
  /** "radio" for single choice groups, "checkbox" for multiple. */
  role?: 'radio' | 'checkbox'
}

/** A selectable option chip (specifications, attributes, package items). */
export function Chip({ selected, disabled, onClick, children, extra, role = 'radio' }: Props) {
  return (
    <button
      type="button"
      role={role}
      aria-checked={selected}
      disabled={disabled}
      className={`${s.chip} ${selected ? s.selected : ''}`}
      onClick={onClick}
    >
      <span>{children}</span>
      {extra && <span className={s.extra}>{extra}</span>}
    </button>
  )
}
