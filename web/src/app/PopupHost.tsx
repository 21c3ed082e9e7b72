import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CenterPopup } from 'antd-mobile'
import { CloseOutline } from 'antd-mobile-icons'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { nextPopup, popupEvent, popupQueries, popupSeenKey, popupTarget, recordPopup, type Popup } from '../api/popups'
import { useMemberId } from '../api/session'
import { useLanguage } from '../i18n'
import { useBackCloses } from '../ui/useBackCloses'
import { useDialogFocus } from '../ui/useDialogFocus'
import { OWN_OVERLAY_CLASS, useOtherOverlayShown } from '../ui/useOtherOverlayShown'
import { hongKongDay } from '../ui/format'
import s from './PopupHost.module.css'

const CLOSED_KEY = 'qsr.popupsClosed'
/** The popup's width (PopupHost.module.css .body has the same). */
const POPUP_WIDTH = 'min(86vw, 360px)'
/** { [memberId]: "yyyy-mm-dd" }: the Hong Kong day this device last asked the sign-in events. */
export const EVENTS_ASKED_KEY = 'qsr.popupEventsAsked'

/** True (and remembered) when this device has not asked the member's events today. */
function firstAskToday(memberId: number, now: number): boolean {
  const today = hongKongDay(now)
  let asked: Record<string, string> = {}
  try {
    asked = (JSON.parse(localStorage.getItem(EVENTS_ASKED_KEY) ?? '{}') as Record<string, string>) ?? {}
  } catch {
    // unreadable: start again
  }
  if (asked[memberId] === today) return false
  localStorage.setItem(EVENTS_ASKED_KEY, JSON.stringify({ [memberId]: today }))
  return true
}

function readClosed(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(CLOSED_KEY) ?? '[]') as string[])
  } catch {
    return new Set()
  }
}

/**
 * The marketing popups of the app shell (issue 20; spec 000 §4): on the tab pages, the popups due
 * for the person one at a time, highest priority first. A member's display is recorded (once per
 * period on the server); after sign-in the register and birthday events are asked once, which
 * gives their coupons. Every popup call swallows its errors (spec 001).
 */
export function PopupHost({ active }: { active: boolean }) {
  const { t } = useTranslation()
  const memberId = useMemberId()
  const lang = useLanguage()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [closed, setClosed] = useState(readClosed)
  const asked = useRef<number | null>(null)
  const panel = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const list = useQuery({ ...popupQueries.list(memberId, lang), enabled: active })

  // After sign-in: the order popup's events (register, birthday, member_return — the server
  // decides which are due and gives their coupons once), once per member a Hong Kong day on this
  // device: a birthday is a day, and the rest need no more.
  useEffect(() => {
    if (memberId === null || asked.current === memberId) return
    asked.current = memberId
    if (!firstAskToday(memberId, Date.now())) return
    void Promise.allSettled([popupEvent('register'), popupEvent('birthday'), popupEvent('member_return')]).then(() =>
      queryClient.invalidateQueries({ queryKey: popupQueries.list(memberId, lang).queryKey }),
    )
  }, [memberId, lang, queryClient])

  const due = active ? nextPopup(list.data?.list ?? [], closed) : null
  // A due popup gives way to the page's own sheets and dialogs and comes back when they close.
  const otherOverlay = useOtherOverlayShown(due !== null)
  const popup = otherOverlay ? null : due
  const close = (shown: Popup) => {
    const next = new Set(closed).add(popupSeenKey(shown))
    sessionStorage.setItem(CLOSED_KEY, JSON.stringify([...next]))
    setClosed(next)
    if (memberId !== null) recordPopup(shown.id).catch(() => undefined)
  }
  const open = !!popup
  const onClose = () => {
    if (popup) close(popup)
  }
  useBackCloses(open, onClose)
  // Focus starts on Close: Enter or Space then dismisses instead of leaving the page.
  useDialogFocus(open, panel, onClose, closeButton)
  if (!popup) return null
  const target = popupTarget(popup)
  const follow = () => {
    close(popup)
    if (!target) return
    if ('inApp' in target) navigate(target.inApp)
    else window.open(target.outside, '_blank', 'noopener')
  }
  const picture = <img src={popup.currentImage} alt={popup.title} className={s.image} />
  // antd centres a wrap of at most 75vw: as wide as the body (86vw), the popup stays centred.
  return (
    <CenterPopup visible onMaskClick={onClose} className={OWN_OVERLAY_CLASS} style={{ '--max-width': POPUP_WIDTH }} bodyClassName={s.body} destroyOnClose>
      <div ref={panel} role="dialog" aria-modal="true" aria-label={popup.title} className={s.dialog} data-testid="marketing-popup" data-id={popup.id}>
        {target ? (
          <button type="button" className={s.link} onClick={follow}>
            {picture}
          </button>
        ) : (
          picture
        )}
        <button ref={closeButton} type="button" onClick={onClose} className={s.close} aria-label={t('common.close')}>
          <CloseOutline aria-hidden />
        </button>
      </div>
    </CenterPopup>
  )
}
