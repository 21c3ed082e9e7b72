import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Dialog, List, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { errorMessage } from '../../api/client'
import { useSession } from '../../api/session'
import { isThirdProvider, startThirdSignIn, thirdPartyQueries, unlinkIdentity, type ThirdProvider } from '../../api/thirdParty'
import { goTo, PROVIDER_NAMES } from './ThirdPartyButtons'
import { useRebindUi } from './useSignInDone'
import { useThirdReturn } from './useThirdReturn'
import s from './ThirdPartyButtons.module.css'

/**
 * Account settings: the Google, Apple and Facebook accounts this member signs in with; link one
 * (through the provider's page, coming back here with a ticket) or unlink it. The server refuses
 * to unlink the last way in of an account without a phone.
 */
export function LinkedAccounts({ go = goTo }: { go?: (url: string) => void }) {
  const { t } = useTranslation()
  const location = useLocation()
  const queryClient = useQueryClient()
  const { memberId } = useSession()
  const linked = useQuery(thirdPartyQueries.linked(memberId))
  const [busy, setBusy] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: thirdPartyQueries.linked(memberId).queryKey })

  useThirdReturn((result) => {
    void refresh()
    const name = isThirdProvider(result.provider) ? PROVIDER_NAMES[result.provider] : result.provider
    Toast.show({ content: t('accountSetting.linkedDone', { provider: name }), icon: 'success' })
  }, useRebindUi())

  const offered = (linked.data?.offered ?? []).filter(isThirdProvider)
  if (!offered.length) return null
  const isLinked = (p: ThirdProvider) => linked.data?.linked.some((l) => l.provider === p) ?? false

  const link = async (provider: ThirdProvider) => {
    setBusy(true)
    try {
      go(await startThirdSignIn(provider, `${location.pathname}${location.search}`, 'link'))
    } catch (failure) {
      Toast.show({ content: errorMessage(failure) })
      setBusy(false)
    }
  }

  const unlink = async (provider: ThirdProvider) => {
    const name = PROVIDER_NAMES[provider]
    if (!(await Dialog.confirm({ content: t('accountSetting.unlinkConfirm', { provider: name }), confirmText: t('accountSetting.unlink'), cancelText: t('common.cancel') }))) return
    setBusy(true)
    try {
      await unlinkIdentity(provider)
      Toast.show({ content: t('accountSetting.unlinked'), icon: 'success' })
      await refresh()
    } catch (failure) {
      Toast.show({ content: errorMessage(failure) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <List header={t('accountSetting.linkedAccounts')}>
      {offered.map((provider) => {
        const name = PROVIDER_NAMES[provider]
        const on = isLinked(provider)
        return (
          <List.Item
            key={provider}
            description={on ? t('accountSetting.linked') : t('accountSetting.notLinked')}
            extra={
              <Button
                size="small"
                className={s.action}
                disabled={busy}
                aria-label={`${on ? t('accountSetting.unlink') : t('accountSetting.link')} ${name}`}
                onClick={() => void (on ? unlink(provider) : link(provider))}
              >
                {on ? t('accountSetting.unlink') : t('accountSetting.link')}
              </Button>
            }
          >
            {name}
          </List.Item>
        )
      })}
    </List>
  )
}
