import { Button, Dialog } from 'antd-mobile'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { passwordLogin } from '../../api/account'
import { ApiError, errorMessage } from '../../api/client'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { readAuthDraft, saveAuthDraft, type AuthDraft } from './authDraft'
import { PasswordField } from './PasswordField'
import { PhoneField } from './PhoneField'
import { useSignInDone } from './useSignInDone'
import { normalizePhone, validatePhone } from '../../checkout/phone'
import s from './forms.module.css'

/** spec 000 §8: 首次登录请重新设置密码 — the account has no password yet. */
export const FIRST_LOGIN_SET_PASSWORD = 10041

/** Log in with the phone and password (POST /v1/account/login). */
export function PasswordLoginForm({ oldUrl }: { oldUrl: string | null }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const done = useSignInDone()
  const [draft, setDraft] = useState<AuthDraft>(readAuthDraft)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ phone?: string | null; password?: string | null; form?: string | null }>({})
  const [busy, setBusy] = useState(false)

  const update = (patch: Partial<AuthDraft>) => {
    saveAuthDraft(patch)
    setDraft((previous) => ({ ...previous, ...patch }))
  }

  const resetUrl = () => pageUrl(PAGE.resetPassword, { areaCode: draft.areaCode, phone: normalizePhone(draft.areaCode, draft.phone) || undefined, oldUrl: oldUrl ?? undefined })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const phoneProblem = validatePhone(draft.areaCode, draft.phone)
    const next = {
      phone: phoneProblem && t(`validation.${phoneProblem}`),
      password: password ? null : t('validation.passwordRequired'),
    }
    setErrors(next)
    if (next.phone || next.password) return
    setBusy(true)
    try {
      const result = await passwordLogin({ areaCode: draft.areaCode, phone: normalizePhone(draft.areaCode, draft.phone), password })
      done(result, oldUrl, { agreed: false })
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === FIRST_LOGIN_SET_PASSWORD) {
        setErrors({})
        const go = await Dialog.confirm({
          title: t('auth.setPasswordTitle'),
          content: failure.message,
          confirmText: t('auth.goSetPassword'),
          cancelText: t('common.cancel'),
        })
        if (go) navigate(resetUrl())
      } else {
        setErrors({ form: errorMessage(failure) })
      }
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
      <PasswordField label={t('auth.password')} value={password} onChange={setPassword} placeholder={t('auth.passwordPlaceholder')} error={errors.password} />
      <div>
        <button type="button" className={s.linkButton} onClick={() => navigate(resetUrl())}>
          {t('auth.forgot')}
        </button>
      </div>
      {errors.form && (
        <p className={s.formError} role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" block color="primary" className={s.submit} loading={busy}>
        {t('auth.submitPassword')}
      </Button>
    </form>
  )
}
