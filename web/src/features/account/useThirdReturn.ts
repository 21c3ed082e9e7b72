import { Toast } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { errorMessage } from '../../api/client'
import type { SignInResult } from '../../api/account'
import { redeemThirdTicket } from '../../api/thirdParty'
import { RebindCancelled, withRebind, type RebindUi } from './rebind'

export const TICKET_PARAM = 'thirdTicket'
export const ERROR_PARAM = 'thirdError'

/**
 * Coming back from Google, Apple or Facebook: the address carries a one-time `thirdTicket` (or a
 * `thirdError`). Both leave the address at once (a ticket must not stay in history or be shared),
 * the ticket is redeemed for the session — a link that meets another account asks first
 * (rebind codes) — and `onDone` goes on.
 */
export function useThirdReturn(onDone: (result: SignInResult & { returnUrl: string; provider: string }) => void, rebindUi: RebindUi) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const ticket = params.get(TICKET_PARAM)
  const error = params.get(ERROR_PARAM)
  const seen = useRef<string | null>(null)
  const latest = useRef({ onDone, rebindUi, t })
  latest.current = { onDone, rebindUi, t }

  useEffect(() => {
    if (!ticket && !error) return
    const key = ticket ?? error
    if (seen.current === key) return
    seen.current = key
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.delete(TICKET_PARAM)
        next.delete(ERROR_PARAM)
        return next
      },
      { replace: true },
    )
    const { t: translate } = latest.current
    if (error) {
      Toast.show({ content: translate(error === 'cancelled' ? 'auth.thirdCancelled' : 'auth.thirdExpired') })
      return
    }
    Toast.show({ content: translate('auth.thirdWorking'), icon: 'loading', duration: 0 })
    withRebind((unBindingOldMember) => redeemThirdTicket(ticket!, { unBindingOldMember }), latest.current.rebindUi)
      .then((result) => {
        Toast.clear()
        latest.current.onDone(result)
      })
      .catch((failure: unknown) => {
        Toast.clear()
        if (!(failure instanceof RebindCancelled)) Toast.show({ content: errorMessage(failure) })
      })
  }, [ticket, error, setParams])
}
