import { useQueryClient } from '@tanstack/react-query'
import { Dialog } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { ensureVisitorSession, memberQueries, modifyLanguage, useMemberInfo } from '../api/account'
import { setSessionUi } from '../api/client'
import { isMember, startVisitorSession, useSession } from '../api/session'
import { i18n, useLanguage } from '../i18n'
import { arrivedAt, runAfterNavigation } from './afterNavigation'
import { normalizePagePath, PAGE, pageUrl } from './pagePaths'

/**
 * Connects the API client's session handling to the app: a visitor session at launch when there
 * is no token (docs/decisions/0007), the login-expired and frozen-member modals, the way to the
 * auth page after an expiry, and the member's language kept in step with the app's.
 */
export function SessionBridge() {
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const session = useSession()
  const language = useLanguage()
  const here = useRef('')
  here.current = `${location.pathname}${location.search}`

  useEffect(() => arrivedAt(location.pathname), [location.pathname])

  useEffect(() => {
    if (!session.token) void ensureVisitorSession()
  }, [session.token])

  useEffect(() => {
    setSessionUi({
      showExpiredModal: (message) =>
        Dialog.alert({
          title: i18n.t('session.expiredTitle'),
          content: message || i18n.t('session.expiredContent'),
          confirmText: i18n.t('session.relogin'),
        }),
      afterExpiredModal: () => {
        const from = here.current
        const onAccountPage = normalizePagePath(from.split('?')[0]).startsWith('account/pages/public/')
        runAfterNavigation(PAGE.auth, () => {
          startVisitorSession(null)
          queryClient.removeQueries({ queryKey: memberQueries.all })
        })
        navigate(pageUrl(PAGE.auth, { isLogout: 'true', oldUrl: onAccountPage ? undefined : from }), { replace: true })
      },
      showFrozenModal: (message) =>
        Dialog.alert({
          title: i18n.t('session.frozenTitle'),
          content: message || i18n.t('session.frozenContent'),
          confirmText: i18n.t('common.confirm'),
        }),
    })
  }, [navigate, queryClient])

  // The member's info is fetched once per visit (phone flag), and the member's language is sent
  // when it differs from the app's (spec 000 §7 "language modify ... sent when different").
  const info = useMemberInfo()
  const memberId = isMember(session) ? session.memberId : null
  useEffect(() => {
    if (memberId === null || !info.data || info.data.language === language) return
    const key = memberQueries.info(memberId, language).queryKey
    modifyLanguage(language)
      .then(() => queryClient.setQueryData(key, (previous) => (previous ? { ...previous, language } : previous)))
      .catch(() => undefined)
  }, [info.data, language, memberId, queryClient])

  return null
}
