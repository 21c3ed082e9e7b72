import { useQueryClient } from '@tanstack/react-query'
import { Button, Toast } from 'antd-mobile'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useMemberInfo } from '../../api/account'
import { orderQueries } from '../../api/order'
import { errorMessage } from '../../api/client'
import { setPayPassword } from '../../api/wallet'
import { PAGE } from '../../app/pagePaths'
import { maskPhone } from '../../ui/format'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { PasswordField } from './PasswordField'
import { SmsCodeField } from './SmsCodeField'
import { validateSmsCode } from './validators'
import { isAreaCode } from '../../checkout/phone'
import { PAY_PASSWORD_LENGTH, payPasswordInput, returnPath, validatePayPassword } from './payPassword'
import f from './forms.module.css'
import { canGoBack } from '../../ui/history'

/**
 * member/pages/myWallet/password/index?back=: sets (or resets) the 6-digit payment password with
 * an SMS code sent to the member's own phone, then goes back where it was opened from (the pay page).
 */
export default function PayPasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const [params] = useSearchParams()
  const member = useMemberInfo()
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<{ code?: string | null; password?: string | null; form?: string | null }>({})
  const [busy, setBusy] = useState(false)
  const areaCode = isAreaCode(member.data?.areaCode) ? member.data.areaCode : '852'
  const phone = member.data?.phone ?? ''

  const leave = () => {
    const back = returnPath(params.get('back'))
    if (back) navigate(back, { replace: true })
    else if (canGoBack()) navigate(-1)
    else navigate(`/${PAGE.mine}`, { replace: true })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const codeProblem = validateSmsCode(code)
    const passwordProblem = validatePayPassword(password, confirmation)
    setErrors({ code: codeProblem && t(`validation.${codeProblem}`), password: passwordProblem && t(`payPassword.${passwordProblem}`) })
    if (codeProblem || passwordProblem) return
    setBusy(true)
    try {
      await setPayPassword(password, code)
      void client.invalidateQueries({ queryKey: orderQueries.payTypesAll })
      Toast.show({ content: t('payPassword.done'), icon: 'success' })
      leave()
    } catch (failure) {
      setErrors({ form: errorMessage(failure) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={f.page}>
      <PageHeader title={t('payPassword.title')} homePath={`/${PAGE.mine}`} />
      <main className={f.body}>
        {member.isPending && <ListSkeleton rows={2} />}
        <QueryError query={member} />
        {member.data && (
          <section className={f.card} aria-label={t('payPassword.title')}>
            <form className={f.stack} onSubmit={(event) => void submit(event)} noValidate>
              <p className={f.cardText} data-testid="pay-password-intro">
                {t('payPassword.intro', { phone: `+${areaCode} ${maskPhone(phone)}` })}
              </p>
              <SmsCodeField scene="pay_password" areaCode={areaCode} phone={phone} code={code} onCode={setCode} onPhoneError={() => undefined} error={errors.code} />
              <PasswordField
                label={t('payPassword.password')}
                value={password}
                onChange={(value) => setPassword(payPasswordInput(value))}
                placeholder={t('payPassword.placeholder')}
                autoComplete="new-password"
                digits={PAY_PASSWORD_LENGTH}
                error={errors.password}
              />
              <PasswordField
                label={t('payPassword.confirm')}
                value={confirmation}
                onChange={(value) => setConfirmation(payPasswordInput(value))}
                placeholder={t('payPassword.placeholder')}
                autoComplete="new-password"
                digits={PAY_PASSWORD_LENGTH}
              />
              {errors.form && (
                <p className={f.formError} role="alert">
                  {errors.form}
                </p>
              )}
              <Button type="submit" block color="primary" className={f.submit} loading={busy}>
                {t('payPassword.save')}
              </Button>
            </form>
          </section>
        )}
      </main>
    </div>
  )
}
