import { isMember, isMemberWithPhone, type Session } from '../api/session'
import { isKnownPage, normalizePagePath, PAGE, pageUrl } from './pagePaths'
import { GUARDED_PREFIXES, PUBLIC_PAGES, type PublicAccess } from './publicPages'

/** What a page needs (spec 000 §2 navigation rules). */
export type PageAccess = PublicAccess | 'memberWithPhone'

export function pageAccess(pathname: string): PageAccess {
  const path = normalizePagePath(pathname)
  const listed = PUBLIC_PAGES[path]
  if (listed) return listed
  return GUARDED_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'memberWithPhone' : 'anyone'
}

export function mayOpen(access: PageAccess, session: Session): boolean {
  if (access === 'anyone') return true
  if (access === 'member') return isMember(session)
  return isMemberWithPhone(session)
}

/**
 * Where the guard sends someone who may not open the page: the auth page, with the original
 * address as oldUrl (which is also how a phone-less member gets to bind a phone). null: go on.
 */
export function guardRedirect(pathname: string, search: string, session: Session): string | null {
  // A legacy path is redirected to its current page first; the guard then looks at that one.
  if (!isKnownPage(pathname)) return null
  if (mayOpen(pageAccess(pathname), session)) return null
  return pageUrl(PAGE.auth, { oldUrl: `${pathname}${search}` })
}

/**
 * The page to go back to after logging in: a path of this app (never another site: "//x",
 * "https://x"), and never the auth page itself. null when there is none.
 */
export function safeReturnUrl(oldUrl: string | null | undefined): string | null {
  if (!oldUrl) return null
  const value = oldUrl.trim()
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  let parsed: URL
  try {
    parsed = new URL(value, 'https://app.invalid')
  } catch {
    return null
  }
  if (parsed.origin !== 'https://app.invalid') return null
  const path = normalizePagePath(parsed.pathname)
  if (path.startsWith('account/pages/public/')) return null
  return `${parsed.pathname}${parsed.search}`
}
