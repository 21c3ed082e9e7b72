import { safeReturnUrl } from '../../app/authGuard'
import { PAGE, pageUrl } from '../../app/pagePaths'

/**
 * Where a successful sign-in goes: back to the page that sent the person here (oldUrl), else
 * the profile tab; a new member completes the profile first (registerInfo, then oldUrl).
 */
export function signInTarget(isNew: boolean, oldUrl: string | null): string {
  const back = safeReturnUrl(oldUrl)
  if (isNew) return pageUrl(PAGE.registerInfo, { oldUrl: back ?? undefined })
  return back ?? `/${PAGE.mine}`
}
