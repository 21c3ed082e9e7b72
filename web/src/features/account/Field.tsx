import { useId, type ReactNode } from 'react'
import s from './forms.module.css'

export interface FieldIds {
  inputId: string
  describedBy: string | undefined
  invalid: boolean
}

interface Props {
  label: ReactNode
  /** Receives the ids the input should carry, so that the label and the message point at it. */
  children: (ids: FieldIds) => ReactNode
  error?: string | null
  hint?: ReactNode
}

/** A labelled field with its hint, or its error message, under it. */
export function Field({ label, children, error, hint }: Props) {
  const inputId = useId()
  const messageId = useId()
  const message = error || hint
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={inputId}>
        {label}
      </label>
      {children({ inputId, describedBy: message ? messageId : undefined, invalid: Boolean(error) })}
      {error ? (
        <p id={messageId} className={s.fieldError}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className={s.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  )
}
