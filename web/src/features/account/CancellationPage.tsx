import { Button, Dialog } from 'antd-mobile'
import { ExclamationCircleFill } from 'antd-mobile-icons'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { cancelMembership } from '../../api/account'
import { ApiError, errorMessage } from '../../api/client'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useEndSession } from '../../app/useEndSession'
import { PageHeader } from '../../ui/PageHeader'
import { CheckboxField } from '../../ui/CheckboxField'
import { PasswordField } from './PasswordField'
import { FIRST_LOGIN_SET_PASSWORD } from './PasswordLoginForm'
import f from './forms.module.css'
import s from './CancellationPage.module.css'

/**
 * memberPlus/pages/membershipCancellation/index and memberMinVolume/pages/unsubscribe/index:
 * cancelling needs the account password (spec 000 §5); the account closes at once and personal
 * data is erased within 7 working days (§9).
 */
export default function CancellationPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const endSession = useEndSession()
  const [understood, setUnderstood] = useState(false)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ password?: string | null; form?: string | null }>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const next = { password: password ? null : t('validation.passwordRequired'), form: understood ? null : t('cancellation.mustUnderstand') }
    setErrors(next)
    if (next.password || next.form) return
    const confirmed = await Dialog.confirm({
      title: t('cancellation.confirmTitle'),
      content: t('cancellation.confirmContent'),
      confirmText: t('cancellation.submit'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    setBusy(true)
    try {
      await cancelMembership(password)
      await endSession({ toast: t('cancellation.done') })
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === FIRST_LOGIN_SET_PASSWORD) {
        const go = await Dialog.confirm({ content: t('cancellation.noPassword'), confirmText: t('auth.goSetPassword'), cancelText: t('common.cancel') })
        if (go) navigate(pageUrl(PAGE.accountSetting, { setPassword: 1 }))
      } else {
        setErrors({ form: errorMessage(failure) })
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={f.page}>
      <PageHeader title={t('cancellation.title')} />
      <main className={f.body}>
        <section className={`${f.card} ${s.notice}`} aria-labelledby="cancellation-heading">
          <h2 className={s.heading} id="cancellation-heading">
            <ExclamationCircleFill aria-hidden="true" />
            {t('cancellation.heading')}
          </h2>
          <ol className={s.points}>
            <li>{t('cancellation.point1')}</li>
            <li>{t('cancellation.point2')}</li>
            <li>{t('cancellation.point3')}</li>
          </ol>
        </section>
        <section className={f.card}>
          <form className={f.stack} onSubmit={(event) => void submit(event)} noValidate>
            <CheckboxField checked={understood} onChange={setUnderstood}>
              {t('cancellation.understand')}
            </CheckboxField>
            <PasswordField label={t('cancellation.passwordLabel')} value={password} onChange={setPassword} placeholder={t('cancellation.passwordHint')} error={errors.password} />
            {errors.form && (
              <p className={f.formError} role="alert">
                {errors.form}
              </p>
            )}
            <Button type="submit" block color="danger" className={f.submit} loading={busy}>
              {t('cancellation.submit')}
            </Button>
          </form>
        </section>
      </main>
    </div>
  )
}
