import { safeReturnUrl } from '../../app/authGuard'
import { PAGE, pageUrl } from '../../app/pagePaths'

/**
 * Where a successful sign-in goes: back to the page that sent the person here (oldUrl), else
 * the profile tab. A new member who was in the middle of something (an order to pay, a coupon to
 * claim) goes straight back to it, as the chains' apps do: only the phone and its code were asked,
 * and the profile waits (the Mine page offers it). A new member who came to sign up completes the
 * profile next (registerInfo).
 */
export function signInTarget(isNew: boolean, oldUrl: string | null): string {
  const back = safeReturnUrl(oldUrl)
  if (back) return back
  return isNew ? pageUrl(PAGE.registerInfo, {}) : `/${PAGE.mine}`
}
