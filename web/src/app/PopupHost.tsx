import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, CenterPopup } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { nextPopup, popupEvent, popupQueries, popupSeenKey, popupTarget, recordPopup, type Popup } from '../api/popups'
import { useMemberId } from '../api/session'
import { useLanguage } from '../i18n'
import { useBackCloses } from '../ui/useBackCloses'
import { useDialogFocus } from '../ui/useDialogFocus'
import s from './PopupHost.module.css'

const CLOSED_KEY = 'qsr.popupsClosed'

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
  const list = useQuery({ ...popupQueries.list(memberId, lang), enabled: active })

  // After sign-in: the order popup's events, once per member in this app session.
  useEffect(() => {
    if (memberId === null || asked.current === memberId) return
    asked.current = memberId
    void Promise.allSettled([popupEvent('register'), popupEvent('birthday')]).then(() =>
      queryClient.invalidateQueries({ queryKey: popupQueries.list(memberId, lang).queryKey }),
    )
  }, [memberId, lang, queryClient])

  const popup = active ? nextPopup(list.data?.list ?? [], closed) : null
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
  useDialogFocus(open, panel, onClose)
  if (!popup) return null
  const target = popupTarget(popup)
  const follow = () => {
    close(popup)
    if (!target) return
    if ('inApp' in target) navigate(target.inApp)
    else window.open(target.outside, '_blank', 'noopener')
  }
  const picture = <img src={popup.currentImage} alt={popup.title} className={s.image} />
  return (
    <CenterPopup visible onMaskClick={onClose} bodyClassName={s.body} destroyOnClose>
      <div ref={panel} role="dialog" aria-modal="true" aria-label={popup.title} className={s.dialog} data-testid="marketing-popup" data-id={popup.id}>
        {target ? (
          <button type="button" className={s.link} onClick={follow}>
            {picture}
          </button>
        ) : (
          picture
        )}
        <Button block fill="none" onClick={onClose} className={s.close}>
          {t('common.close')}
        </Button>
      </div>
    </CenterPopup>
  )
}
