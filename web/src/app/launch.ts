import { ORDER_TYPE, type OrderType } from '../api/types'
import { PAGE, pageUrl } from './pagePaths'

/**
 * The launch flow of spec 000 §4 and the scan entry of spec 001 §2, as pure functions: what the
 * address says, which store state it leads to and where the entry page goes next.
 */

export interface LaunchParams {
  sid: number | null
  tableId: string | null
  /** The token of the table's QR code (`tk`): the table's calls need it. */
  tableToken: string | null
  /** pre=1: pre-order dine-in without a table. */
  pre: boolean
  goodsGroup: string | null
  channel: string | null
  qrPromoteId: string | null
  ordersn: string | null
  shopCode: string | null
  inviteCode: string | null
}

export interface StoreState {
  sid: number | null
  orderType: OrderType
  tableId: string | null
  /** The scanned table code's token (with `tableId`). */
  tableToken?: string | null
  pre: boolean
}

const EMPTY: LaunchParams = {
  sid: null,
  tableId: null,
  tableToken: null,
  pre: false,
  goodsGroup: null,
  channel: null,
  qrPromoteId: null,
  ordersn: null,
  shopCode: null,
  inviteCode: null,
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    return value
  }
}

/**
 * A scene string: URL-encoded, slash-separated key:value pairs ("sid%3A1001%2Ftable_id%3A12").
 * Values may contain further colons; keys are trimmed; a pair without a colon is ignored.
 */
export function parseScene(scene: string): Record<string, string> {
  const pairs: Record<string, string> = {}
  let decoded = safeDecode(scene)
  // Some scanners encode twice.
  if (/%[0-9a-f]{2}/i.test(decoded)) decoded = safeDecode(decoded)
  for (const part of decoded.split('/')) {
    const colon = part.indexOf(':')
    if (colon <= 0) continue
    const key = part.slice(0, colon).trim()
    const value = part.slice(colon + 1).trim()
    if (key) pairs[key] = value
  }
  return pairs
}

/** The query of a scanned address (the `q` parameter): "https://x/…?sid=1001&table_id=12". */
export function parseScannedUrl(q: string): Record<string, string> {
  const decoded = safeDecode(q)
  const queryStart = decoded.indexOf('?')
  if (queryStart < 0) return {}
  const hashStart = decoded.indexOf('#', queryStart)
  const query = decoded.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart)
  const pairs: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(query)) pairs[key] = value
  return pairs
}

function parseSid(value: string | undefined | null): number | null {
  if (!value) return null
  const sid = Number(value)
  return Number.isSafeInteger(sid) && sid > 0 ? sid : null
}

function nonEmpty(value: string | undefined | null): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/**
 * Reads the launch parameters from the address query. The plain query wins over a scene string,
 * which wins over a scanned address (`q`).
 */
export function parseLaunchParams(search: string): LaunchParams {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const scene = query.get('scene') ? parseScene(query.get('scene') as string) : {}
  const scanned = query.get('q') ? parseScannedUrl(query.get('q') as string) : {}
  const pick = (...keys: string[]): string | null => {
    for (const source of [Object.fromEntries(query), scene, scanned]) {
      for (const key of keys) {
        const value = nonEmpty(source[key])
        if (value) return value
      }
    }
    return null
  }
  return {
    ...EMPTY,
    sid: parseSid(pick('sid', 'store')),
    tableId: pick('table_id'),
    tableToken: pick('tk'),
    pre: pick('pre') === '1',
    goodsGroup: pick('goods_group'),
    channel: pick('channel', 'chan_id'),
    qrPromoteId: pick('qrPromoteId'),
    ordersn: pick('ordersn'),
    shopCode: pick('shopCode'),
    inviteCode: pick('inviteCode'),
  }
}

/**
 * The store state after launch (spec 000 §4, spec 001 §2): a table means dine-in, pre=1 means
 * dine-in without a table, a store id alone means pickup; otherwise takeout when the global
 * config flags takeout, else pickup. Without a scan the previously chosen store is kept.
 */
export function launchStoreState(params: LaunchParams, takeoutEnabled: boolean, previous: StoreState | null): StoreState {
  if (params.tableId && (params.sid ?? previous?.sid)) {
    return { sid: params.sid ?? previous?.sid ?? null, orderType: ORDER_TYPE.dineIn, tableId: params.tableId, tableToken: params.tableToken, pre: false }
  }
  if (params.pre && (params.sid ?? previous?.sid)) {
    return { sid: params.sid ?? previous?.sid ?? null, orderType: ORDER_TYPE.dineIn, tableId: null, pre: true }
  }
  if (params.sid) {
    return { sid: params.sid, orderType: ORDER_TYPE.pickup, tableId: null, pre: false }
  }
  return { sid: previous?.sid ?? null, orderType: takeoutEnabled ? ORDER_TYPE.delivery : ORDER_TYPE.pickup, tableId: null, pre: false }
}

/** Whether the launch needs the global config (only to pick the default order type). */
export function needsGlobalConfig(params: LaunchParams): boolean {
  return !params.sid && !params.tableId && !params.pre
}

/** Where the entry page goes after launch. */
export function launchTarget(params: LaunchParams, state: StoreState): string {
  if (params.ordersn) return pageUrl(PAGE.orderDetail, { ordersn: params.ordersn })
  if (params.inviteCode) return pageUrl(PAGE.auth, { inviteCode: params.inviteCode })
  if (params.shopCode) return pageUrl(PAGE.payingMember, { shopCode: params.shopCode })
  if (state.orderType === ORDER_TYPE.dineIn && (state.tableId || state.pre) && state.sid) {
    return pageUrl(PAGE.tableGoods, { sid: state.sid, table_id: state.tableId, tk: state.tableId ? state.tableToken : undefined, pre: state.pre ? 1 : undefined })
  }
  if (params.sid) return pageUrl(PAGE.storeGoods, { sid: params.sid, goods_group: params.goodsGroup })
  return pageUrl(PAGE.home)
}

/** A Facebook-login hash "#_=_" or "#/_=_" left on the address is stripped (spec 000 §4). */
export function stripLoginHash(hash: string): string {
  return hash === '#_=_' || hash === '#/_=_' ? '' : hash
}
