import { useQueryClient } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { agreementQueries, ensureVisitorSession, memberQueries } from '../api/account'
import { startVisitorSession } from '../api/session'
import { currentLanguage } from '../i18n'
import { runAfterNavigation } from './afterNavigation'
import { clearLocalData } from './localData'
import { PAGE } from './pagePaths'
import { privacyVersion, recordRefused } from './privacyPrompt'

export interface EndSessionOptions {
  /** The visitor session the server answered (logout, consent withdrawal); otherwise one is made. */
  visitorToken?: string | null
  /** Consent to the privacy policy was withdrawn: recorded as a refusal. */
  refusedPrivacy?: boolean
  /** Shown on the home page. */
  toast?: string
}

/**
 * Logout, consent withdrawal and cancellation end alike (spec 000 §4): storage cleared, state
 * reset, a visitor session, then home.
 */
export function useEndSession() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(
    async ({ visitorToken = null, refusedPrivacy = false, toast }: EndSessionOptions = {}) => {
      const agreements = queryClient.getQueryData(agreementQueries.list(currentLanguage()).queryKey)
      // Home first: the page being left may be one a visitor may not open (afterNavigation.ts).
      const arrived = new Promise<void>((resolve) =>
        runAfterNavigation(PAGE.home, () => {
          clearLocalData({ keepPrivacyDecision: !refusedPrivacy })
          if (refusedPrivacy) recordRefused(agreements ? privacyVersion(agreements) : null, Date.now())
          startVisitorSession(visitorToken)
          queryClient.removeQueries({ queryKey: memberQueries.all })
          resolve()
        }),
      )
      navigate(`/${PAGE.home}`, { replace: true })
      await arrived
      if (toast) Toast.show({ content: toast, icon: 'success' })
      if (!visitorToken) await ensureVisitorSession()
    },
    [navigate, queryClient],
  )
}
