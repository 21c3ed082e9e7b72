import { Button, Toast } from 'antd-mobile'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { resetPassword } from '../../api/account'
import { errorMessage } from '../../api/client'
import { currentSession, isMember, startVisitorSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { AuthHero } from './AuthHero'
import { readAuthDraft, saveAuthDraft } from './authDraft'
import { PasswordField } from './PasswordField'
import { PasswordRules } from './PasswordRules'
import { PhoneField } from './PhoneField'
import { SmsCodeField } from './SmsCodeField'
import { validatePassword, validateSmsCode } from './validators'
import { isAreaCode, normalizePhone, validatePhone, type AreaCode } from '../../checkout/phone'
import s from './AuthPage.module.css'
import f from './forms.module.css'

/**
 * account/pages/public/reSetPassWord/index: phone + SMS code (scene reset) + a new password with
 * the rules of spec 000 §5 shown live. Also where 首次登录请重新设置密码 (10041) leads.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [areaCode, setAreaCode] = useState<AreaCode>(() => {
    const given = params.get('areaCode')
    return isAreaCode(given) ? given : readAuthDraft().areaCode
  })
  const [phone, setPhone] = useState(() => params.get('phone') ?? readAuthDraft().phone)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<{ phone?: string | null; code?: string | null; password?: string | null; form?: string | null }>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const phoneProblem = validatePhone(areaCode, phone)
    const codeProblem = validateSmsCode(code)
    const passwordProblem = validatePassword(password, confirmation)
    setErrors({
      phone: phoneProblem && t(`validation.${phoneProblem}`),
      code: codeProblem && t(`validation.${codeProblem}`),
      password: passwordProblem && t(`validation.${passwordProblem}`),
    })
    if (phoneProblem || codeProblem || passwordProblem) return
    setBusy(true)
    try {
      const number = normalizePhone(areaCode, phone)
      await resetPassword({ areaCode, phone: number, code, password, confirmPassword: confirmation })
      saveAuthDraft({ areaCode, phone: number })
      // The reset ends every session of the account, this one too if it was theirs.
      if (isMember(currentSession())) startVisitorSession(null)
      Toast.show({ content: t('password.resetDone'), icon: 'success' })
      navigate(pageUrl(PAGE.auth, { tab: 'password', oldUrl: params.get('oldUrl') ?? undefined }), { replace: true })
    } catch (failure) {
      setErrors({ form: errorMessage(failure) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={s.page}>
      <AuthHero title={t('password.resetTitle')} subtitle={t('password.resetIntro')} />
      <main className={s.body}>
        <section className={`${s.card} ${s.plainCard}`} aria-label={t('password.resetTitle')}>
          <form className={f.stack} onSubmit={(event) => void submit(event)} noValidate>
            <PhoneField areaCode={areaCode} phone={phone} onAreaCode={setAreaCode} onPhone={setPhone} error={errors.phone} />
            <SmsCodeField
              scene="reset"
              areaCode={areaCode}
              phone={phone}
              code={code}
              onCode={setCode}
              onPhoneError={(message) => setErrors((previous) => ({ ...previous, phone: message }))}
              error={errors.code}
            />
            <PasswordField
              label={t('password.newPassword')}
              value={password}
              onChange={setPassword}
              placeholder={t('password.newPasswordPlaceholder')}
              autoComplete="new-password"
              error={errors.password}
            />
            <PasswordField
              label={t('password.confirmPassword')}
              value={confirmation}
              onChange={setConfirmation}
              placeholder={t('password.confirmPasswordPlaceholder')}
              autoComplete="new-password"
            />
            <PasswordRules password={password} confirmation={confirmation} />
            {errors.form && (
              <p className={f.formError} role="alert">
                {errors.form}
              </p>
            )}
            <Button type="submit" block color="primary" className={f.submit} loading={busy}>
              {t('password.submitReset')}
            </Button>
          </form>
        </section>
      </main>
    </div>
  )
}
