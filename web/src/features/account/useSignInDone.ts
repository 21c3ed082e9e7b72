import { useQueryClient } from '@tanstack/react-query'
import { Dialog, Toast } from 'antd-mobile'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { agreementQueries, memberQueries, type SignInResult } from '../../api/account'
import { privacyVersion, recordAgreed } from '../../app/privacyPrompt'
import { useLanguage } from '../../i18n'
import type { RebindUi } from './rebind'
import { signInTarget } from './signInTarget'

/** What happens after any successful sign-in: remember, greet, go on (signInTarget). */
export function useSignInDone() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const lang = useLanguage()
  return useCallback(
    (result: SignInResult, oldUrl: string | null, options: { agreed: boolean }) => {
      if (options.agreed) {
        // Ticking both boxes is agreeing to the current privacy policy (spec 000 §4 flags).
        const agreements = queryClient.getQueryData(agreementQueries.list(lang).queryKey)
        recordAgreed(agreements ? privacyVersion(agreements) : null)
      }
      queryClient.setQueryData(memberQueries.info(result.memberId, lang).queryKey, result.member)
      Toast.show({ content: t('auth.success'), icon: 'success' })
      navigate(signInTarget(result.isNew, oldUrl), { replace: true })
    },
    [lang, navigate, queryClient, t],
  )
}

/** The rebind modals (spec 000 §4 step 5) with the server's message. */
export function useRebindUi(): RebindUi {
  const { t } = useTranslation()
  return useMemo(
    () => ({
      confirm: (message) =>
        Dialog.confirm({ title: t('auth.rebindTitle'), content: message || t('auth.unknownBind'), confirmText: t('auth.rebindConfirm'), cancelText: t('common.cancel') }),
      alert: (message) => Dialog.alert({ title: t('auth.rebindTitle'), content: message || t('auth.unknownBind'), confirmText: t('common.confirm') }),
    }),
    [t],
  )
}
