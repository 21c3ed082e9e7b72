import { useEffect } from 'react'
import { Navigate, useLocation } from 'react-router'
import { BYPASS_STORAGE_KEY, desktopBypassed, isDesktop } from './device'
import { normalizePagePath, PAGE, pageUrl } from './pagePaths'

function storedFlag(): string | null {
  try {
    return localStorage.getItem(BYPASS_STORAGE_KEY)
  } catch {
    return null
  }
}

/** Desktop browsers see the desktop notice (spec 000 §4); `?pc=0` or the stored flag lets them in. */
export function DesktopGate() {
  const location = useLocation()
  const pcParam = new URLSearchParams(location.search).get('pc')
  useEffect(() => {
    if (pcParam === '0' || pcParam === '1') {
      try {
        localStorage.setItem(BYPASS_STORAGE_KEY, pcParam)
      } catch {
        // not remembered
      }
    }
  }, [pcParam])

  const path = normalizePagePath(location.pathname)
  if (path === PAGE.pcNotice) return null
  const desktop = isDesktop(navigator.userAgent, window.innerWidth, navigator.maxTouchPoints)
  if (!desktop || desktopBypassed(location.search, storedFlag())) return null
  return <Navigate to={pageUrl(PAGE.pcNotice, { from: `${location.pathname}${location.search}` })} replace />
}
