import { useQuery } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../api/client'
import { startThirdSignIn, thirdPartyQueries, type ThirdProvider } from '../../api/thirdParty'
import { ProviderMark } from './ProviderMark'
import s from './ThirdPartyButtons.module.css'

/** Brand names stay as the brands write them, in every language. */
export const PROVIDER_NAMES: Record<ThirdProvider, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' }

/** Sends the browser to the provider's page; `go` is replaceable in tests. */
export function goTo(url: string) {
  window.location.assign(url)
}

/**
 * Google, Apple and Facebook sign-in (spec 000 §4): a button for each provider the server has
 * configured, none when it has none. The provider sends the browser back to `returnUrl` with a
 * one-time ticket (useThirdReturn).
 */
export function ThirdPartyButtons({ returnUrl, go = goTo }: { returnUrl: string; go?: (url: string) => void }) {
  const { t } = useTranslation()
  const providers = useQuery(thirdPartyQueries.providers())
  const [busy, setBusy] = useState<ThirdProvider | null>(null)
  if (!providers.data?.length) return null

  const start = async (provider: ThirdProvider) => {
    setBusy(provider)
    try {
      go(await startThirdSignIn(provider, returnUrl))
    } catch (failure) {
      Toast.show({ content: errorMessage(failure) })
      setBusy(null)
    }
  }

  return (
    <section className={s.third} aria-labelledby="third-title">
      <p id="third-title" className={s.title}>
        {t('auth.thirdTitle')}
      </p>
      <div className={s.buttons}>
        {providers.data.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`${s.button} ${s[provider] ?? ''}`}
            disabled={busy !== null}
            aria-busy={busy === provider}
            onClick={() => void start(provider)}
          >
            <ProviderMark provider={provider} />
            <span>{t('auth.continueWith', { provider: PROVIDER_NAMES[provider] })}</span>
          </button>
        ))}
      </div>
    </section>
  )
}
