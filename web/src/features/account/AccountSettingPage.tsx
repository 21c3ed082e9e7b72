import { useQueryClient } from '@tanstack/react-query'
import { Button, List, Toast } from 'antd-mobile'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { memberQueries, setPassword, useMemberInfo } from '../../api/account'
import { errorMessage } from '../../api/client'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { maskPhone } from '../../ui/format'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { PasswordField } from './PasswordField'
import { PasswordRules } from './PasswordRules'
import { validatePassword } from './validators'
import f from './forms.module.css'
import s from './SettingsPage.module.css'
import { ActionItem } from '../../ui/ActionItem'
import { LinkedAccounts } from './LinkedAccounts'

/**
 * memberPlus/pages/accountSetting/index: phone, set or change the password, the linked Google,
 * Apple and Facebook accounts, cancel the membership.
 */
export default function AccountSettingPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const info = useMemberInfo()
  const member = info.data
  const [editing, setEditing] = useState(params.get('setPassword') === '1')

  return (
    <div className={f.page}>
      <PageHeader title={t('accountSetting.title')} />
      {info.isPending && <ListSkeleton rows={2} />}
      <QueryError query={info} />
      {member && (
        <main className={f.body}>
          <List className={s.list}>
            <List.Item extra={member.phone ? `+${member.areaCode} ${maskPhone(member.phone)}` : '–'}>{t('accountSetting.phone')}</List.Item>
            <ActionItem
              extra={member.hasAccountPassword ? t('accountSetting.passwordSet') : t('accountSetting.passwordNotSet')}
              onClick={() => setEditing((previous) => !previous)}
              expanded={editing}
            >
              {member.hasAccountPassword ? t('accountSetting.changePassword') : t('accountSetting.setPassword')}
            </ActionItem>
          </List>
          {editing && <PasswordForm hasPassword={member.hasAccountPassword} onDone={() => setEditing(false)} />}
          <LinkedAccounts />
          <List className={s.list}>
            <ActionItem description={t('accountSetting.cancellationHint')} onClick={() => navigate(`/${PAGE.membershipCancellation}`)}>
              {t('accountSetting.cancellation')}
            </ActionItem>
          </List>
        </main>
      )}
    </div>
  )
}

function PasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone(): void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [oldPassword, setOldPassword] = useState('')
  const [password, setNewPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<{ old?: string | null; password?: string | null; form?: string | null }>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = validatePassword(password, confirmation)
    const next = { old: hasPassword && !oldPassword ? t('validation.passwordRequired') : null, password: problem && t(`validation.${problem}`) }
    setErrors(next)
    if (next.old || next.password) return
    setBusy(true)
    try {
      await setPassword({ password, confirmPassword: confirmation, ...(hasPassword ? { oldPassword } : {}) })
      await queryClient.invalidateQueries({ queryKey: memberQueries.all })
      Toast.show({ content: t('password.saved'), icon: 'success' })
      onDone()
    } catch (failure) {
      setErrors({ form: errorMessage(failure) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={f.card} aria-label={hasPassword ? t('accountSetting.changePassword') : t('accountSetting.setPassword')}>
      <form className={f.stack} onSubmit={(event) => void submit(event)} noValidate>
        {hasPassword && (
          <>
            <PasswordField label={t('password.oldPassword')} value={oldPassword} onChange={setOldPassword} placeholder={t('password.oldPasswordPlaceholder')} error={errors.old} />
            <div>
              <button type="button" className={f.linkButton} onClick={() => navigate(pageUrl(PAGE.resetPassword))}>
                {t('accountSetting.forgotOld')}
              </button>
            </div>
          </>
        )}
        <PasswordField
          label={t('password.newPassword')}
          value={password}
          onChange={setNewPassword}
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
          {hasPassword ? t('accountSetting.changePassword') : t('accountSetting.setPassword')}
        </Button>
      </form>
    </section>
  )
}
