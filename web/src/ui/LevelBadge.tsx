import s from './LevelBadge.module.css'

interface Props {
  name: string
  /** The level's colour (#rrggbb), or "" for the brand's. */
  color: string
  small?: boolean
  testId?: string
}

/** A member level's name on a white pill with its colour as a dot (dark text: readable on any hero). */
export function LevelBadge({ name, color, small, testId }: Props) {
  return (
    <span className={`${s.badge} ${small ? s.small : ''}`} data-testid={testId}>
      <LevelDot color={color} />
      {name}
    </span>
  )
}

export function LevelDot({ color }: { color: string }) {
  return <span className={s.dot} style={{ background: color || 'var(--qsr-primary)' }} aria-hidden="true" />
}
