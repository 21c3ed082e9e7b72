/** Desktop detection for the desktop notice (spec 000 §4: desktop browsers go to the PC page). */

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|MicroMessenger|AlipayClient|Windows Phone|Opera Mini|IEMobile/i

/** Wider than any phone or small tablet held upright. */
export const DESKTOP_MIN_WIDTH = 820

export const BYPASS_STORAGE_KEY = 'qsr.pc'

export function isDesktop(userAgent: string, viewportWidth: number, maxTouchPoints = 0): boolean {
  if (MOBILE_UA.test(userAgent)) return false
  // iPadOS reports a desktop Safari user agent but has touch points.
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return false
  return viewportWidth >= DESKTOP_MIN_WIDTH
}

/** `?pc=0` (or a stored flag) lets a desktop browser use the app, for testing. */
export function desktopBypassed(search: string, stored: string | null): boolean {
  const flag = new URLSearchParams(search).get('pc')
  if (flag === '0') return true
  if (flag === '1') return false
  return stored === '0'
}
