import { useEffect } from 'react'
import { useLatest } from './history'

/**
 * While `open`, the Escape key closes what is open, as a keyboard user expects of a dialog
 * (WCAG 2.1.2, no keyboard trap). Sheets can stack (a coupon list over the pay sheet): Escape
 * closes the one opened last, not all of them.
 */
const openStack: symbol[] = []

export function useEscapeCloses(open: boolean, close: () => void) {
  const closeRef = useLatest(close)
  useEffect(() => {
    if (!open) return
    const me = Symbol('sheet')
    openStack.push(me)
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openStack[openStack.length - 1] !== me) return
      event.preventDefault()
      closeRef.current()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      openStack.splice(openStack.indexOf(me), 1)
    }
  }, [open, closeRef])
}
