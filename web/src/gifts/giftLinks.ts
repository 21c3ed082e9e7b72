import { Dialog, Toast } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { isMemberWithPhone, useSession } from '../api/session'
import { toastError } from '../app/errorToast'
import { PAGE, pageUrl } from '../app/pagePaths'

/**
 * Something given to a friend by a link (a gift card, an equity card): putting it behind a link and
 * taking it back before it is claimed. Either refreshes the member's data; a failure says why.
 */
export function useGiveByLink<L>(options: {
  give: () => Promise<L>
  withdraw: () => Promise<unknown>
  /** Asked before taking it back; shown once it is back. */
  withdrawConfirm: string
  withdrawn: string
}) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [link, setLink] = useState<L | null>(null)
  const [busy, setBusy] = useState(false)
  const refresh = () => client.invalidateQueries({ queryKey: ['member'] })
  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
      await refresh()
    } catch (error) {
      toastError(error)
    } finally {
      setBusy(false)
    }
  }
  const give = () =>
    run(async () => {
      setLink(await options.give())
    })
  const withdraw = async () => {
    if (!(await Dialog.confirm({ content: options.withdrawConfirm, confirmText: t('common.confirm'), cancelText: t('common.cancel') }))) return
    await run(async () => {
      await options.withdraw()
      Toast.show({ content: options.withdrawn, icon: 'success' })
    })
  }
  return { link, closeLink: () => setLink(null), busy, give, withdraw }
}

/**
 * Claiming what a friend sent by link: a visitor logs in and comes back to the link; a member
 * claims it, then `onClaimed` (where to go); a failure says why and `reload`s where the gift is now.
 */
export function useGiftClaim<T>(token: string | null, receive: (token: string) => Promise<T>, onClaimed: (got: T) => void, reload: () => Promise<unknown>) {
  const navigate = useNavigate()
  const location = useLocation()
  const client = useQueryClient()
  const signedIn = isMemberWithPhone(useSession())
  const [busy, setBusy] = useState(false)
  const claim = async () => {
    if (!token) return
    if (!signedIn) {
      navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))
      return
    }
    setBusy(true)
    try {
      const got = await receive(token)
      await client.invalidateQueries({ queryKey: ['member'] })
      onClaimed(got)
    } catch (error) {
      toastError(error)
      await reload()
    } finally {
      setBusy(false)
    }
  }
  return { claim, busy, signedIn }
}
