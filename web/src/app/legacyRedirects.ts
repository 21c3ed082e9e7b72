import { isKnownPage, normalizePagePath, PAGE } from './pagePaths'

/** Old page paths whose page moved (spec 000 §2, "Legacy paths"). */
export const LEGACY_PATHS: Readonly<Record<string, string>> = {
  'pages/pageTo/pageTo': PAGE.storeGoods,
  'pages/order/detail/index': PAGE.orderDetail,
  'pages/order/create/index': PAGE.orderCreate,
  'pages/store/index': PAGE.storeGoods,
  'pages/mine/index': PAGE.mine,
  'pages/member/index': PAGE.mine,
  'pages/integral/index': PAGE.integralMall,
  'pages/storeDetail/index': PAGE.storeDetail,
  'pages/foodSafety/index': PAGE.foodSafety,
}

/**
 * Pages that moved between packages keep their path below the package: a `member/pages/x`
 * page that now lives in the smaller member package or among the order extras, or a
 * `pages/x` page that moved into the main flow, order creation or order extras packages.
 */
const MOVED_FAMILIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['member/pages/', ['memberMinVolume/pages/', 'orderPlus/pages/', 'memberPlus/pages/']],
  ['pages/', ['mainFlow/pages/', 'orderCreate/pages/', 'orderPlus/pages/']],
]

/** Where an unknown path ends up when nothing maps it (spec 000 §2). */
export const FALLBACK_PATH = PAGE.mine

function knownForm(path: string): string | null {
  if (isKnownPage(path)) return path
  if (isKnownPage(`${path}/index`)) return `${path}/index`
  return null
}

/** The current page of an old page path, or null when nothing maps it (no fallback). */
export function mapPath(path: string): string | null {
  const explicit = LEGACY_PATHS[path] ?? LEGACY_PATHS[`${path}/index`]
  if (explicit) return explicit
  for (const [from, targets] of MOVED_FAMILIES) {
    if (!path.startsWith(from)) continue
    const rest = path.slice(from.length)
    for (const target of targets) {
      const found = knownForm(target + rest)
      if (found) return found
    }
  }
  return knownForm(path)
}

/**
 * The URL an unknown page path redirects to: its current location with the query kept, or the
 * profile page without the query when nothing maps it. Null for a path that is a page already.
 */
export function resolveLegacyPath(pathname: string, search = ''): string | null {
  const path = normalizePagePath(pathname)
  if (isKnownPage(path)) return null
  const mapped = mapPath(path)
  if (!mapped) return `/${FALLBACK_PATH}`
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''
  return `/${mapped}${query}`
}
