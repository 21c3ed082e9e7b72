import { Tabs } from 'antd-mobile'
import { InformationCircleOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { AuthHero } from './AuthHero'
import { PasswordLoginForm } from './PasswordLoginForm'
import { SmsLoginForm } from './SmsLoginForm'
import s from './AuthPage.module.css'

type Method = 'sms' | 'password'

/**
 * account/pages/public/auth/index (spec 000 §2, §4): register or log in by SMS code, or log in by
 * password. Query: oldUrl (where to go back to), isLogout=true (after an expired session),
 * inviteCode, tab=password.
 */
export default function AuthPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const oldUrl = params.get('oldUrl')
  const [method, setMethod] = useState<Method>(params.get('tab') === 'password' ? 'password' : 'sms')
  return (
    <div className={s.page}>
      <AuthHero title={t('auth.welcome')} subtitle={t('auth.welcomeHint')} />
      <main className={s.body}>
        <section className={s.card} aria-label={t('auth.title')}>
          {params.get('isLogout') === 'true' && (
            <p className={s.logoutNote} role="status">
              <InformationCircleOutline aria-hidden="true" />
              {t('session.loggedOutNote')}
            </p>
          )}
          <Tabs activeKey={method} onChange={(key) => setMethod(key as Method)} className={s.tabs}>
            <Tabs.Tab key="sms" title={t('auth.tabSms')} />
            <Tabs.Tab key="password" title={t('auth.tabPassword')} />
          </Tabs>
          <div className={s.form}>
            {method === 'sms' ? <SmsLoginForm oldUrl={oldUrl} inviteCode={params.get('inviteCode')} /> : <PasswordLoginForm oldUrl={oldUrl} />}
          </div>
        </section>
      </main>
    </div>
  )
}
