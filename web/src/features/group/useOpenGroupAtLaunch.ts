import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { isMemberWithPhone, useSession } from '../../api/session'
import { promptOpenGroup } from './openGroupPrompt'

const CHECKED_KEY = 'qsr.groupChecked'

/** Whether this visit (browser tab session) has already been asked about an open group order. */
function checkedThisVisit(memberId: number): boolean {
  try {
    if (sessionStorage.getItem(CHECKED_KEY) === String(memberId)) return true
    sessionStorage.setItem(CHECKED_KEY, String(memberId))
  } catch {
    // no storage: asked on each arrival, which is still correct
  }
  return false
}

/** spec 001 §4: an open group order found at launch offers view or cancel, once per visit. */
export function useOpenGroupAtLaunch() {
  const session = useSession()
  const navigate = useNavigate()
  const memberId = isMemberWithPhone(session) ? session.memberId : null
  useEffect(() => {
    if (memberId === null || checkedThisVisit(memberId)) return
    void promptOpenGroup(navigate)
    // asked once per member and visit; navigate is stable enough for this
  }, [memberId]) // eslint-disable-line react-hooks/exhaustive-deps
}
