import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from './Field'
import { PASSWORD_MAX } from './validators'
import s from './forms.module.css'

interface Props {
  label: string
  value: string
  onChange(value: string): void
  placeholder?: string
  error?: string | null
  autoComplete?: 'current-password' | 'new-password'
  /** Digits only (the 6-digit payment password): a number pad and that many characters at most. */
  digits?: number
}

/** A password with a show/hide toggle. */
export function PasswordField({ label, value, onChange, placeholder, error, autoComplete = 'current-password', digits }: Props) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  return (
    <Field label={label} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <div className={`${s.control} ${invalid ? s.invalid : ''}`}>
          <input
            id={inputId}
            className={s.input}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            maxLength={digits ?? PASSWORD_MAX}
            inputMode={digits ? 'numeric' : undefined}
            pattern={digits ? '[0-9]*' : undefined}
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          <button
            type="button"
            className={`${s.iconButton} ${s.trailing}`}
            onClick={() => setShown((previous) => !previous)}
            aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
            aria-pressed={shown}
          >
            {shown ? <EyeOutline /> : <EyeInvisibleOutline />}
          </button>
        </div>
      )}
    </Field>
  )
}
