import { Activity, useMemo, useState } from 'react'
import { Navigate, Route, Routes, useLocation, type Location } from 'react-router'
import { useSession } from '../api/session'
import { guardRedirect } from './authGuard'
import { DesktopGate } from './DesktopGate'
import { normalizePagePath } from './pagePaths'
import { PopupHost } from './PopupHost'
import { PrivacyPrompt } from './PrivacyPrompt'
import { pageAt, pageRoutes } from './routes'
import { SessionBridge } from './SessionBridge'
import { TabBar } from './TabBar'
import { TABS, tabForPath } from './tabs'
import { VersionWatcher } from './VersionWatcher'
import s from './AppShell.module.css'

const TAB_PATHS = new Set<string>(TABS.map((tab) => tab.path))

/**
 * Tab pages stay mounted once visited (hidden with <Activity>), so switching tabs keeps their
 * state; each renders against the last location it had. Other pages render through <Routes>.
 */
export function AppShell() {
  const location = useLocation()
  const activeTab = tabForPath(location.pathname)
  const [tabLocations, setTabLocations] = useState<Record<string, Location>>({})
  // Marketing popups wait while the privacy question is open (both are modal).
  const [privacyPending, setPrivacyPending] = useState(true)
  if (activeTab && tabLocations[activeTab.path] !== location) {
    setTabLocations((previous) => ({ ...previous, [activeTab.path]: location }))
  }
  const routes = useMemo(() => pageRoutes(TAB_PATHS), [])
  const canonical = activeTab && normalizePagePath(location.pathname) !== activeTab.path
  // spec 000 §2: member pages need a member (with a phone, unless whitelisted); the page is not
  // even mounted for someone who may not open it, so it makes no calls that would fail.
  const session = useSession()
  const guarded = activeTab ? null : guardRedirect(location.pathname, location.search, session)

  return (
    <div className={`${s.frame} ${activeTab ? s.withTabBar : ''}`}>
      <DesktopGate />
      <SessionBridge />
      {canonical && <Navigate to={`/${activeTab.path}${location.search}`} replace />}
      {Object.entries(tabLocations).map(([path, tabLocation]) => {
        const { Page } = pageAt(path)
        return (
          <Activity key={path} mode={path === activeTab?.path ? 'visible' : 'hidden'}>
            <Routes location={tabLocation}>
              <Route path="*" element={<Page />} />
            </Routes>
          </Activity>
        )
      })}
      {guarded && <Navigate to={guarded} replace />}
      {!activeTab && !guarded && <Routes>{routes}</Routes>}
      {activeTab && <TabBar active={activeTab.key} />}
      <VersionWatcher />
      <PrivacyPrompt onPendingChange={setPrivacyPending} />
      <PopupHost active={!!activeTab && !privacyPending} />
    </div>
  )
}
