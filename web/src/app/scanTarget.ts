import { parseScene } from './launch'
import { mapPath, resolveLegacyPath } from './legacyRedirects'
import { isKnownPage, normalizePagePath, PAGE, pageUrl } from './pagePaths'

/**
 * What a scanned QR code is (issue 21, docs/decisions/0053): one of our links, an older form of
 * one, a member's code, or something that is not ours. Pure functions, no React.
 *
 * Our links are the ones this app and its server print: a table's code (`/?sid=&table_id=&tk=`),
 * a store's code (`/?sid=`), a group order's invitation (pages/order/groupMeal/index?uniqueId=),
 * gift links (a gift card's, an equity card's, a coupon's ?token=), an invitation (`/?inviteCode=`).
 * They are opened in the app only when they are on this app's own origin: a code never takes the
 * customer to another site, whatever it says.
 */
export type ScanTarget =
  /** A page of ours: opened in the app (the entry page runs the launch flow for `/?...`). */
  | { kind: 'app'; to: string }
  /** An older form of ours (a moved page path, a `#/` link, a scene string): where it is now. */
  | { kind: 'legacy'; to: string }
  /** A member's 18-digit code: it is shown at a till, not opened (docs/decisions/0027). */
  | { kind: 'memberCode'; code: string }
  | { kind: 'unknown' }

const UNKNOWN: ScanTarget = { kind: 'unknown' }
/** Longer than any link we print; a code this long is not ours. */
const MAX_LENGTH = 2000
const MEMBER_CODE = /^[1-9]\d{17}$/
/** The keys of the seed's scene strings (spec 000 §4, spec 001 §2). */
const SCENE_KEYS = new Set(['sid', 'store', 'table_id', 'tk', 'pre', 'qrPromoteId', 'goods_group', 'channel', 'chan_id', 'shopCode', 'inviteCode'])
/** A scene must say where to go: a store, a table or a code. */
const SCENE_LEADS = ['sid', 'store', 'table_id', 'shopCode', 'inviteCode']

export function classifyScan(raw: string, origin: string): ScanTarget {
  const text = raw.trim()
  if (!text || text.length > MAX_LENGTH) return UNKNOWN
  if (MEMBER_CODE.test(text)) return { kind: 'memberCode', code: text }
  if (!text.includes('://')) return sceneTarget(text)
  let url: URL
  let own: URL
  try {
    url = new URL(text)
    own = new URL(origin)
  } catch {
    return UNKNOWN
  }
  if (url.origin !== own.origin || url.username || url.password) return UNKNOWN
  // The seed's single-page links kept the page in the hash: "/#/pages/store/index?sid=1".
  if (normalizePagePath(url.pathname) === '' && url.hash.startsWith('#/')) {
    const inner = new URL(url.hash.slice(1), own.origin)
    return pathTarget(inner.pathname, inner.search, true)
  }
  return pathTarget(url.pathname, url.search, false)
}

function pathTarget(pathname: string, search: string, legacy: boolean): ScanTarget {
  const path = normalizePagePath(pathname)
  const kind = legacy ? 'legacy' : 'app'
  if (path === '' || path === PAGE.entry) return { kind, to: `/${path}${search}` }
  if (isKnownPage(path)) return { kind, to: `/${path}${search}` }
  // A page path that moved; anything else on this origin (the API, the admin's pages) is not a code.
  if (!mapPath(path)) return UNKNOWN
  const to = resolveLegacyPath(path, search)
  return to ? { kind: 'legacy', to } : UNKNOWN
}

/** "sid:1001/table_id:A1": the seed's scene string, opened through the entry page's launch flow. */
function sceneTarget(text: string): ScanTarget {
  if (/\s/.test(text)) return UNKNOWN
  const pairs = parseScene(text)
  const keys = Object.keys(pairs)
  if (keys.length === 0 || !keys.every((key) => SCENE_KEYS.has(key))) return UNKNOWN
  if (!SCENE_LEADS.some((key) => pairs[key])) return UNKNOWN
  return { kind: 'legacy', to: pageUrl(PAGE.entry, { scene: text }) }
}

/** Whether the app opens what was scanned (the rest is explained on the scanner). */
export function opensInApp(target: ScanTarget): target is Extract<ScanTarget, { to: string }> {
  return target.kind === 'app' || target.kind === 'legacy'
}
