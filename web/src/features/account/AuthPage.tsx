import { Tabs } from 'antd-mobile'
import { InformationCircleOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { AuthHero } from './AuthHero'
import { PasswordLoginForm } from './PasswordLoginForm'
import { SmsLoginForm } from './SmsLoginForm'
import { ThirdPartyButtons } from './ThirdPartyButtons'
import { useRebindUi, useSignInDone } from './useSignInDone'
import { ERROR_PARAM, TICKET_PARAM, useThirdReturn } from './useThirdReturn'
import s from './AuthPage.module.css'

type Method = 'sms' | 'password'

/**
 * account/pages/public/auth/index (spec 000 §2, §4): register or log in by SMS code, or log in by
 * password. Query: oldUrl (where to go back to), isLogout=true (after an expired session),
 * inviteCode, tab=password; thirdTicket / thirdError coming back from Google, Apple or Facebook;
 * bindPhone=1 after a first third-party sign-in (the new account has no phone yet: the SMS form
 * binds one, spec 000 §6).
 */
export default function AuthPage() {
  const { t } = useTranslation()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const oldUrl = params.get('oldUrl')
  const bindPhone = params.get('bindPhone') === '1'
  const [method, setMethod] = useState<Method>(params.get('tab') === 'password' ? 'password' : 'sms')
  const done = useSignInDone()
  useThirdReturn((result) => {
    if (result.hasPhone) {
      done(result, oldUrl, { agreed: false })
      return
    }
    setMethod('sms')
    setParams((previous) => {
      // `previous` is the address of the last render, which may still hold the ticket.
      const next = new URLSearchParams(previous)
      next.delete(TICKET_PARAM)
      next.delete(ERROR_PARAM)
      next.set('bindPhone', '1')
      return next
    }, { replace: true })
  }, useRebindUi())
  return (
    <div className={s.page}>
      <AuthHero title={t('auth.welcome')} subtitle={t('auth.welcomeHint')} />
      <main className={s.body}>
        <section className={s.card} aria-label={t('auth.title')}>
          {bindPhone && (
            <p className={s.logoutNote} role="status">
              <InformationCircleOutline aria-hidden="true" />
              {t('auth.bindPhoneNote')}
            </p>
          )}
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
          {!bindPhone && <ThirdPartyButtons returnUrl={`${location.pathname}${location.search}`} />}
        </section>
      </main>
    </div>
  )
}
