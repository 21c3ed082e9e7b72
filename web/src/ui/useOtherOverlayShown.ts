import { useEffect, useState } from 'react'

/** The class an overlay carries so that useOtherOverlayShown does not count it. */
export const OWN_OVERLAY_CLASS = 'qsr-own-overlay'

/** How long a page has to open its own sheet (order again opens the cart) before we look. */
const SETTLE_MS = 300

/** Any antd overlay with a mask (sheet, dialog, centre popup) shown now, except ours and toasts. */
function otherOverlayShown(): boolean {
  for (const mask of document.querySelectorAll<HTMLElement>('.adm-mask')) {
    if (mask.closest(`.${OWN_OVERLAY_CLASS}`) || mask.classList.contains('adm-toast-mask')) continue
    // getClientRects is empty when the mask or an ancestor is display: none (a closed overlay).
    if (mask.getClientRects().length > 0) return true
  }
  return false
}

/**
 * True while another overlay is shown. A popup that gives way to it opens after the sheet closes
 * instead of under or over it (a cart sheet opened by "order again" covered a marketing popup's
 * close button). Watches the document only while `enabled`; it answers true until a first look
 * taken a moment after enabling, so a page's own sheet opening on arrival goes first.
 */
export function useOtherOverlayShown(enabled: boolean): boolean {
  const [shown, setShown] = useState<boolean | null>(null)
  useEffect(() => {
    if (!enabled) {
      setShown(null)
      return
    }
    const check = () => setShown(otherOverlayShown())
    const observer = new MutationObserver(check)
    const firstLook = window.setTimeout(() => {
      check()
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class'] })
    }, SETTLE_MS)
    return () => {
      window.clearTimeout(firstLook)
      observer.disconnect()
    }
  }, [enabled])
  return shown ?? true
}
