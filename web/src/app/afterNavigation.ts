import { normalizePagePath } from './pagePaths'

/**
 * Runs an action once the app has arrived on a page. React Router renders navigations as
 * transitions, while a session change re-renders at once: ending a session first and navigating
 * second would let the navigation guard see the visitor on the member page it is leaving and send
 * them to the auth page. So the session ends after the arrival (or after a short wait at most).
 */
let pending: { path: string; run: () => void; timer: ReturnType<typeof setTimeout> } | null = null

export function runAfterNavigation(pathname: string, run: () => void, maxWaitMs = 1000) {
  flushPending()
  const timer = setTimeout(flushPending, maxWaitMs)
  pending = { path: normalizePagePath(pathname.split('?')[0]), run, timer }
}

/** Called by the shell on every location change. */
export function arrivedAt(pathname: string) {
  if (pending && normalizePagePath(pathname) === pending.path) flushPending()
}

function flushPending() {
  if (!pending) return
  const { run, timer } = pending
  pending = null
  clearTimeout(timer)
  run()
}
