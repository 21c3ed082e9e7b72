import { useEffect, useRef, type RefObject } from 'react'
import { useLatest } from './history'

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog's keyboard and focus: while `open`, focus moves into it (to `initial`, else its
 * first control), Tab and Shift+Tab stay inside, Escape closes it; when it closes, focus goes back
 * to what had it before (the button that drew).
 */
export function useDialogFocus(open: boolean, container: RefObject<HTMLElement | null>, close: () => void, initial?: RefObject<HTMLElement | null>) {
  const closeRef = useLatest(close)
  const returnTo = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (!open) return
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // The dialog is drawn by an animation frame or two after `open`: wait for it.
    const timer = window.setTimeout(() => {
      const target = initial?.current ?? container.current?.querySelector<HTMLElement>(FOCUSABLE)
      target?.focus()
    }, 30)
    const onKey = (event: KeyboardEvent) => {
      const root = container.current
      if (!root) return
      if (event.key === 'Escape') {
        event.preventDefault()
        closeRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const controls = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)]
      if (controls.length === 0) return
      const first = controls[0]
      const last = controls[controls.length - 1]
      const inside = root.contains(document.activeElement)
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      window.clearTimeout(timer)
      document.removeEventListener('keydown', onKey)
      const back = returnTo.current
      // The button may have been re-rendered away meanwhile; focus only one still on the page.
      if (back && document.contains(back)) back.focus()
    }
  }, [open, container, initial, closeRef])
}
