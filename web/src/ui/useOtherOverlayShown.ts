import { useEffect, useState } from 'react'

/** The class an overlay carries so that useOtherOverlayShown does not count it. */
export const OWN_OVERLAY_CLASS = 'qsr-own-overlay'

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
 * close button): a sheet the page opens on arrival, just after the popup, hides it until the
 * sheet closes. Watches the document only while `enabled`; true until its first look.
 */
export function useOtherOverlayShown(enabled: boolean): boolean {
  const [shown, setShown] = useState<boolean | null>(null)
  useEffect(() => {
    if (!enabled) {
      setShown(null)
      return
    }
    const check = () => setShown(otherOverlayShown())
    check()
    const observer = new MutationObserver(check)
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class'] })
    return () => observer.disconnect()
  }, [enabled])
  return shown ?? true
}
