import { useTranslation } from 'react-i18next'
import s from './QtyStepper.module.css'

interface Props {
  value: number
  onIncrease: () => void
  onDecrease: () => void
  /** The decrease button is disabled at this quantity (the detail sheet's minimum). */
  min?: number
  increaseDisabled?: boolean
  size?: 'small' | 'normal'
  label?: string
}

/** − n + with round buttons; the caller decides what each press does (minimum, caps, removal). */
export function QtyStepper({ value, onIncrease, onDecrease, min, increaseDisabled, size = 'normal', label }: Props) {
  const { t } = useTranslation()
  return (
    <div className={`${s.stepper} ${size === 'small' ? s.small : ''}`} role="group" aria-label={label}>
      <button type="button" className={`${s.button} ${s.minus}`} aria-label={t('goods.decrease')} disabled={min !== undefined && value <= min} onClick={onDecrease}>
        <span aria-hidden="true">−</span>
      </button>
      <span className={s.value} aria-live="polite">
        {value}
      </span>
      <button type="button" className={`${s.button} ${s.plus}`} aria-label={t('goods.increase')} aria-disabled={increaseDisabled || undefined} onClick={onIncrease}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}
