import { Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sendSmsCode, type SmsScene } from '../../api/account'
import { errorMessage } from '../../api/client'
import { Field } from './Field'
import { cooldownKey, RESEND_SECONDS, useSmsCooldown } from './smsCooldown'
import { SMS_CODE_LENGTH } from './validators'
import { normalizePhone, validatePhone, type AreaCode } from '../../checkout/phone'
import s from './forms.module.css'

interface Props {
  scene: SmsScene
  areaCode: AreaCode
  phone: string
  code: string
  onCode(code: string): void
  /** Called with the phone's problem (a validation key's message) instead of sending. */
  onPhoneError(message: string | null): void
  error?: string | null
}

/** The six-digit code and the "get code" button with its 60 s countdown. */
export function SmsCodeField({ scene, areaCode, phone, code, onCode, onPhoneError, error }: Props) {
  const { t } = useTranslation()
  const number = normalizePhone(areaCode, phone)
  const { left, start } = useSmsCooldown(cooldownKey(scene, areaCode, number))
  const [sending, setSending] = useState(false)

  const send = async () => {
    const problem = validatePhone(areaCode, phone)
    onPhoneError(problem ? t(`validation.${problem}`) : null)
    if (problem) return
    setSending(true)
    try {
      const answer = await sendSmsCode({ areaCode, phone: number, scene })
      start(answer.resendIn || RESEND_SECONDS)
      Toast.show({ content: t('auth.codeSent'), icon: 'success' })
    } catch (failure) {
      Toast.show({ content: errorMessage(failure) })
    } finally {
      setSending(false)
    }
  }

  return (
    <Field label={t('auth.code')} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <div className={`${s.control} ${invalid ? s.invalid : ''}`}>
          <input
            id={inputId}
            className={s.input}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={SMS_CODE_LENGTH}
            placeholder={t('auth.codePlaceholder')}
            value={code}
            onChange={(event) => onCode(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          <button type="button" className={s.codeButton} onClick={() => void send()} disabled={left > 0 || sending}>
            {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.getCode')}
          </button>
        </div>
      )}
    </Field>
  )
}
