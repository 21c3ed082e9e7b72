import { Activity, useMemo, useState } from 'react'
import { Navigate, Route, Routes, useLocation, type Location } from 'react-router'
import { DesktopGate } from './DesktopGate'
import { normalizePagePath } from './pagePaths'
import { pageAt, pageRoutes } from './routes'
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
  if (activeTab && tabLocations[activeTab.path] !== location) {
    setTabLocations((previous) => ({ ...previous, [activeTab.path]: location }))
  }
  const routes = useMemo(() => pageRoutes(TAB_PATHS), [])
  const canonical = activeTab && normalizePagePath(location.pathname) !== activeTab.path

  return (
    <div className={`${s.frame} ${activeTab ? s.withTabBar : ''}`}>
      <DesktopGate />
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
      {!activeTab && <Routes>{routes}</Routes>}
      {activeTab && <TabBar active={activeTab.key} />}
      <VersionWatcher />
    </div>
  )
}
