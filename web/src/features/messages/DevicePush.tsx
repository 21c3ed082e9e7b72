import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Switch, Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { readPushState, turnPushOff, turnPushOn, type PushState } from '../../api/push'
import { useMemberId } from '../../api/session'
import { useLanguage } from '../../i18n'
import ledger from '../../ui/LedgerPage.module.css'
import s from './MessageCenterPage.module.css'

/**
 * The message settings' "notifications on this device": Web Push for this browser (issue 20).
 * The switch asks the browser's permission when turned on; a browser without push, or one where
 * the person blocked the site, says why instead of offering a switch that cannot work.
 */
export function DevicePush() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const memberId = useMemberId()
  const queryClient = useQueryClient()
  const key = ['member', memberId, 'push', lang] as const
  const state = useQuery({ queryKey: key, queryFn: () => readPushState(lang), retry: false, staleTime: 60_000 })
  const change = useMutation({
    mutationFn: (on: boolean): Promise<PushState> => (on ? turnPushOn(lang) : turnPushOff()),
    onSuccess: (next, on) => {
      queryClient.setQueryData(key, next)
      if (on && next === 'off') Toast.show({ content: t('messages.push.notAllowed') })
    },
    onError: () => Toast.show({ content: t('messages.push.failed') }),
  })
  const current = state.data ?? (state.isError ? 'off' : null)
  const blocked = current === 'unsupported' || current === 'denied'

  return (
    <section aria-labelledby="device-push-title" className={s.devicePush} data-testid="device-push">
      <h2 className={ledger.sectionTitle} id="device-push-title">
        {t('messages.push.title')}
      </h2>
      <div className={s.prefs}>
        <div className={s.pref}>
          <span id="device-push-label" className={s.prefName}>
            {t('messages.push.label')}
          </span>
          <Switch
            checked={current === 'on'}
            disabled={current === null || blocked}
            loading={change.isPending}
            onChange={(on) => change.mutate(on)}
            aria-labelledby="device-push-label"
            aria-describedby="device-push-hint"
          />
        </div>
      </div>
      <p className={s.hint} id="device-push-hint" data-state={current ?? 'loading'}>
        {current === 'unsupported' ? t('messages.push.unsupported') : current === 'denied' ? t('messages.push.denied') : t('messages.push.hint')}
      </p>
    </section>
  )
}
