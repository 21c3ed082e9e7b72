import { Navigate, useLocation } from 'react-router'
import { aliasUrl, type AliasQuery } from './aliasUrl'
import type { LazyPage } from './lazyPage'

/** Where a seed path goes: a page path, or one chosen from the address's query. */
type AliasTarget = string | ((search: string) => string)

/**
 * A seed path whose job a built page does (issue 21): it redirects there, so one page serves
 * both names with one address bar and one back button. No code to load, so nothing to preload.
 */
export function aliasPage(target: AliasTarget, query?: AliasQuery): LazyPage {
  function AliasRedirect() {
    const { search } = useLocation()
    const path = typeof target === 'string' ? target : target(search)
    return <Navigate to={aliasUrl(path, search, query)} replace />
  }
  return { Page: AliasRedirect, preload: () => undefined }
}
