import { Button, Dialog, List } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { logout, PRIVACY_AGREEMENT, setAgreementStatus, useAgreements } from '../../api/account'
import { errorMessage } from '../../api/client'
import { isMember, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useEndSession } from '../../app/useEndSession'
import { LANGUAGES, setLanguage, useLanguage } from '../../i18n'
import { PageHeader } from '../../ui/PageHeader'
import f from './forms.module.css'
import s from './SettingsPage.module.css'
import { ActionItem } from '../../ui/ActionItem'

/**
 * memberPlus/pages/settings/index (also memberMinVolume/pages/setting/index): language, account
 * and security, the agreements, withdrawing privacy consent and logging out (spec 000 §4).
 */
export default function SettingsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const language = useLanguage()
  const session = useSession()
  const member = isMember(session)
  const agreements = useAgreements()
  const endSession = useEndSession()
  const [busy, setBusy] = useState<'logout' | 'withdraw' | null>(null)

  const withdraw = async () => {
    const confirmed = await Dialog.confirm({
      title: t('settings.withdrawTitle'),
      content: t('settings.withdrawContent'),
      confirmText: t('settings.withdrawConfirm'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    setBusy('withdraw')
    try {
      const answer = await setAgreementStatus(PRIVACY_AGREEMENT, 0)
      await endSession({ visitorToken: answer.token ?? null, refusedPrivacy: true, toast: t('session.released') })
    } catch (failure) {
      Dialog.alert({ content: errorMessage(failure), confirmText: t('common.confirm') })
    } finally {
      setBusy(null)
    }
  }

  const signOut = async () => {
    const confirmed = await Dialog.confirm({ content: t('settings.logoutConfirm'), confirmText: t('settings.logout'), cancelText: t('common.cancel') })
    if (!confirmed) return
    setBusy('logout')
    try {
      await endSession({ visitorToken: await logout(), toast: t('session.loggedOut') })
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className={f.page}>
      <PageHeader title={t('settings.title')} />
      <main className={f.body}>
        <section className={f.card} aria-labelledby="settings-language">
          <h2 className={s.heading} id="settings-language">
            {t('settings.language')}
          </h2>
          <div className={s.languages} role="radiogroup" aria-labelledby="settings-language">
            {LANGUAGES.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                lang={option}
                aria-checked={option === language}
                className={f.segment}
                onClick={() => void setLanguage(option)}
              >
                {t(`lang.names.${option}`)}
              </button>
            ))}
          </div>
        </section>

        {member ? (
          <List className={s.list}>
            <ActionItem onClick={() => navigate(`/${PAGE.accountSetting}`)}>{t('settings.account')}</ActionItem>
          </List>
        ) : (
          <section className={`${f.card} ${s.guest}`}>
            <p className={f.cardText}>{t('settings.guestHint')}</p>
            <Button size="small" color="primary" shape="rounded" className={s.guestLogin} onClick={() => navigate(pageUrl(PAGE.auth, { oldUrl: `/${PAGE.settings}` }))}>
              {t('settings.login')}
            </Button>
          </section>
        )}

        <List header={t('settings.agreements')} className={s.list}>
          {(agreements.data ?? []).map((agreement) => (
            <ActionItem key={agreement.id} onClick={() => navigate(pageUrl(PAGE.richText, { type: agreement.type, id: agreement.id }))}>
              {agreement.title}
            </ActionItem>
          ))}
          {member && (
            <ActionItem onClick={() => void withdraw()} disabled={busy !== null}>
              {t('settings.withdraw')}
            </ActionItem>
          )}
          <ActionItem extra={__BUILD_ID__} onClick={() => navigate(`/memberPlus/pages/versionList/index`)}>
            {t('settings.version')}
          </ActionItem>
        </List>

        {member && (
          <Button block shape="rounded" className={s.logout} loading={busy === 'logout'} onClick={() => void signOut()}>
            {t('settings.logout')}
          </Button>
        )}
      </main>
    </div>
  )
}
