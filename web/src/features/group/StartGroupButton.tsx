import { RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useState } from 'react'
import { StartGroupSheet } from './StartGroupSheet'
import { promptOpenGroup } from './openGroupPrompt'
import s from './Group.module.css'
import type { GroupOrderType } from '../../api/group'
import { ORDER_TYPE } from '../../api/types'

interface Props {
  sid: number | null
  /** The order types the store offers; a group is delivery or pickup. */
  offered: number[] | undefined
}

/** The "group order" row on the store goods page: visitors log in first; an open group is offered instead of a second one. */
export function StartGroupButton({ sid, offered }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const session = useSession()
  const [open, setOpen] = useState(false)
  const [checking, setChecking] = useState(false)
  const types = (offered ?? []).filter((type): type is GroupOrderType => type === ORDER_TYPE.delivery || type === ORDER_TYPE.pickup)
  if (sid === null || types.length === 0) return null

  const start = async () => {
    if (!isMemberWithPhone(session)) {
      navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))
      return
    }
    setChecking(true)
    const stop = await promptOpenGroup(navigate)
    setChecking(false)
    if (!stop) setOpen(true)
  }

  return (
    <>
      <button type="button" className={s.startRow} onClick={() => void start()} disabled={checking} data-testid="start-group">
        <span className={s.startIcon}>
          <GroupIcon />
        </span>
        <span className={s.startText}>
          <strong>{t('group.start')}</strong>
          <span>{t('group.startRowHint')}</span>
        </span>
        <span className={s.startGo}>
          {t('group.startGo')}
          <RightOutline />
        </span>
      </button>
      <StartGroupSheet visible={open} sid={sid} types={types} onClose={() => setOpen(false)} />
    </>
  )
}

function GroupIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <circle cx="9" cy="8" r="3.2" fill="currentColor" />
      <circle cx="16.5" cy="9" r="2.6" fill="currentColor" opacity="0.75" />
      <path d="M3 19c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5z" fill="currentColor" />
      <path d="M14.5 14.2c.6-.2 1.3-.3 2-.3 2.8 0 4.5 1.9 4.5 4.6h-5" fill="currentColor" opacity="0.75" />
    </svg>
  )
}
