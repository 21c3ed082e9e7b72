import { Button } from 'antd-mobile'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { simpleRegister } from '../../api/account'
import { errorMessage } from '../../api/client'
import { AgreementChecks } from './AgreementChecks'
import { clearAuthDraft, readAuthDraft, saveAuthDraft, type AuthDraft } from './authDraft'
import { Field } from './Field'
import { PhoneField } from './PhoneField'
import { RebindCancelled, withRebind } from './rebind'
import { SmsCodeField } from './SmsCodeField'
import { useRebindUi, useSignInDone } from './useSignInDone'
import { INVITE_CODE_MAX, validateInviteCode, validateSmsCode } from './validators'
import { normalizePhone, validatePhone } from '../../checkout/phone'
import s from './forms.module.css'

interface Props {
  oldUrl: string | null
  /** An invitation code from the address (spec 000 §4: inviteCode goes to the auth page). */
  inviteCode?: string | null
  /** A phone the link already knows (validateLogin?areaCode=&phone=). */
  prefill?: Partial<Pick<AuthDraft, 'areaCode' | 'phone'>>
}

interface Errors {
  phone?: string | null
  code?: string | null
  invite?: string | null
  form?: string | null
}

/** Register or log in with an SMS code (POST /v1/account/simpleRegister). */
export function SmsLoginForm({ oldUrl, inviteCode, prefill }: Props) {
  const { t } = useTranslation()
  const done = useSignInDone()
  const rebindUi = useRebindUi()
  const [draft, setDraft] = useState<AuthDraft>(() => ({ ...readAuthDraft(), ...prefill, ...(inviteCode ? { inviteCode } : {}) }))
  const [code, setCode] = useState('')
  const [showInvite, setShowInvite] = useState(() => Boolean(draft.inviteCode))
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  const update = (patch: Partial<AuthDraft>) => {
    saveAuthDraft(patch)
    setDraft((previous) => ({ ...previous, ...patch }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const phoneProblem = validatePhone(draft.areaCode, draft.phone)
    const codeProblem = validateSmsCode(code)
    const inviteProblem = validateInviteCode(draft.inviteCode)
    const agreed = draft.terms && draft.privacy
    const next: Errors = {
      phone: phoneProblem && t(`validation.${phoneProblem}`),
      code: codeProblem && t(`validation.${codeProblem}`),
      invite: inviteProblem && t(`validation.${inviteProblem}`),
      form: !phoneProblem && !codeProblem && !inviteProblem && !agreed ? t('validation.agreementRequired') : null,
    }
    setErrors(next)
    if (phoneProblem || codeProblem || inviteProblem || !agreed) return

    setBusy(true)
    try {
      const phone = normalizePhone(draft.areaCode, draft.phone)
      const result = await withRebind(
        (unBindingOldMember) =>
          simpleRegister({ areaCode: draft.areaCode, phone, code, agree: true, inviteCode: draft.inviteCode.trim() || undefined, unBindingOldMember }),
        rebindUi,
      )
      clearAuthDraft()
      done(result, oldUrl, { agreed: true })
    } catch (failure) {
      if (!(failure instanceof RebindCancelled)) setErrors({ form: errorMessage(failure) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={s.stack} onSubmit={(event) => void submit(event)} noValidate>
      <PhoneField
        areaCode={draft.areaCode}
        phone={draft.phone}
        onAreaCode={(areaCode) => update({ areaCode })}
        onPhone={(phone) => update({ phone })}
        error={errors.phone}
      />
      <SmsCodeField
        scene="register"
        areaCode={draft.areaCode}
        phone={draft.phone}
        code={code}
        onCode={setCode}
        onPhoneError={(phone) => setErrors((previous) => ({ ...previous, phone }))}
        error={errors.code}
      />
      {showInvite ? (
        <Field label={t('auth.inviteCode')} error={errors.invite}>
          {({ inputId, describedBy, invalid }) => (
            <div className={`${s.control} ${invalid ? s.invalid : ''}`}>
              <input
                id={inputId}
                className={s.input}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={INVITE_CODE_MAX}
                placeholder={t('auth.invitePlaceholder')}
                value={draft.inviteCode}
                onChange={(event) => update({ inviteCode: event.target.value.trim() })}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            </div>
          )}
        </Field>
      ) : (
        <div>
          <button type="button" className={s.linkButton} onClick={() => setShowInvite(true)}>
            {t('auth.inviteToggle')}
          </button>
        </div>
      )}
      <AgreementChecks value={{ terms: draft.terms, privacy: draft.privacy }} onChange={(value) => update(value)} />
      {errors.form && (
        <p className={s.formError} role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" block color="primary" className={s.submit} loading={busy}>
        {t('auth.submitSms')}
      </Button>
      <p className={`${s.hint} ${s.center}`}>{t('auth.smsNote')}</p>
    </form>
  )
}
