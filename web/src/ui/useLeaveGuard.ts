import { useCallback, useEffect, useRef } from 'react'
import { historyMarker, newHistoryMarker, pushMarkedEntry, useLatest } from './history'

/**
 * While `active`, leaving the page by the back button (or the header's back arrow, which goes
 * back in history) first asks `confirmLeave`: the page keeps an extra history entry, and a back
 * that pops it is undone unless the customer confirms. Closing the tab gets the browser's own
 * "leave site?" prompt. Used by the pay page: an unpaid order is cancelled when its time runs out.
 * Returns `release`, to call before leaving on purpose (no question asked then).
 */
export function useLeaveGuard(active: boolean, confirmLeave: () => Promise<boolean>): () => void {
  const confirmRef = useLatest(confirmLeave)
  // Set by the returned function: the page leaves on purpose (to the card page, after paying).
  const released = useRef(false)

  useEffect(() => {
    if (!active) return
    const marker = newHistoryMarker()
    const guard = () => pushMarkedEntry(GUARD_KEY, marker)
    guard()
    let leaving = false
    let asking = false
    const onPop = () => {
      if (released.current || leaving || asking || historyMarker(GUARD_KEY) === marker) return
      asking = true
      void confirmRef.current().then((leave) => {
        asking = false
        if (leave) {
          leaving = true
          window.history.back()
        } else {
          guard()
        }
      })
    }
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault()
    }
    window.addEventListener('popstate', onPop)
    window.addEventListener('beforeunload', onUnload)
    return () => {
      window.removeEventListener('popstate', onPop)
      window.removeEventListener('beforeunload', onUnload)
      // Guard no longer needed (paid, or leaving by a link in the page): its entry stays behind as
      // the page's own; back from the next page lands here once more, as after any push.
    }
  }, [active, confirmRef])

  return useCallback(() => {
    released.current = true
  }, [])
}

const GUARD_KEY = 'qsrLeaveGuard'
