import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import s from './reviews.module.css'

const STARS = [1, 2, 3, 4, 5] as const

/** Stars as read: one image named "Food: 4 of 5 stars". */
export function StarsView({ label, value }: { label: string; value: number }) {
  const { t } = useTranslation()
  return (
    <span className={s.starsView} role="img" aria-label={t('reviews.starsOf', { label, count: value })}>
      <span className={s.starsLabel} aria-hidden="true">
        {label}
      </span>
      <span aria-hidden="true">
        {STARS.map((n) => (
          <span key={n} className={n <= value ? s.starOn : s.starOff}>
            ★
          </span>
        ))}
      </span>
    </span>
  )
}

/**
 * Stars to give: five native radio buttons (arrow keys move between them, screen readers read
 * "4 stars, 4 of 5"), each a 44 px target drawn as a star.
 */
export function StarsInput({ label, value, onChange, testId }: { label: string; value: number; onChange(value: number): void; testId?: string }) {
  const { t } = useTranslation()
  const name = useId()
  return (
    <fieldset className={s.starsInput} data-testid={testId}>
      <legend className={s.starsLegend}>{label}</legend>
      <div className={s.starsRow}>
        {STARS.map((n) => (
          <label key={n} className={`${s.starChoice} ${n <= value ? s.starOn : s.starOff}`}>
            <input className={s.hiddenInput} type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} aria-label={t('reviews.stars', { count: n })} />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
