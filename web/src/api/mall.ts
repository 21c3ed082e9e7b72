import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { ApiError, request } from './client'
import { parseCents, type Cents } from './money'
import { useMemberId } from './session'

/**
 * The points mall's shelf (issue 19): goods and coupon packages a member exchanges for points,
 * some with a cash part paid by card. Points are whole numbers on the wire, a cash part is
 * dollars; titles come in the request's language, as the menu's do. The cart is api/mallCart.ts,
 * the exchanges api/mallOrders.ts.
 */

export interface MallCategory {
  id: number
  name: string
}

/** Goods (collected or delivered) or a coupon package (its coupons land in the wallet). */
export type MallItemKind = 'goods' | 'coupons'

/** How goods reach the member; a package has none. */
export type MallFulfilment = 'pickup' | 'delivery' | 'both' | 'none'

export interface MallItem {
  id: number
  categoryId: number
  kind: MallItemKind
  title: string
  subtitle: string
  /** An upload path or a URL; may be empty. */
  image: string
  /** Per unit. */
  points: number
  /** The cash part per unit, in dollars (0: none); read it with `cashOf`. */
  cash: number | string
  fulfilment: MallFulfilment
  /** The item's stock; for an item stocked per store, see the detail's `stores`. */
  stock: number
  /** Stocked per store: a pickup takes the chosen store's stock. */
  perStore: boolean
  /** Units a member may exchange over time (cancelled exchanges not counted); 0: no limit. */
  perMemberLimit: number
  soldOut: boolean
}

export interface MallIndex {
  /** The member's points; null for a visitor. */
  balance: number | null
  categories: MallCategory[]
  items: MallItem[]
}

/** One coupon of a package: `count` of it land in the wallet per unit exchanged. */
export interface MallPackageCoupon {
  templateId: number
  name: string
  count: number
}

/** A store that hands an item stocked per store over, and its stock there. */
export interface MallStoreStock {
  sid: number
  stock: number
}

export interface MallItemDetail extends MallItem {
  /** Plain text, may hold newlines. */
  detail: string
  /** A package's coupons (empty for goods). */
  coupons: MallPackageCoupon[]
  /** For an item stocked per store: the stores that hand it over (others do not). */
  stores: MallStoreStock[]
  /** This member's units of it so far (0 for a visitor). */
  bought: number
  balance: number | null
}

/** A cash part on the wire (dollars, a number or a decimal string) as cents; none is 0. */
export const cashOf = (value: { cash?: number | string | null }): Cents => parseCents(value.cash ?? 0)

export const fetchMallIndex = (lang: Language, signal?: AbortSignal) => request<MallIndex>('/v1/mall/index', { lang, signal })
export const fetchMallItem = (id: number, lang: Language, signal?: AbortSignal) =>
  request<MallItemDetail>('/v1/mall/goods/detail', { query: { id }, lang, signal })

/** An item off sale or an order that is not the member's: the server answers 404. */
export function isMallNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 404
}

/**
 * Every mall query starts with the member (null for a visitor) after 'member', so logout drops
 * them: even the public shelf carries the member's balance.
 */
export const mallKey = (memberId: number | null) => ['member', memberId, 'mall'] as const

export const mallQueries = {
  index: (memberId: number | null, lang: Language) =>
    queryOptions({
      queryKey: [...mallKey(memberId), 'index', lang] as const,
      queryFn: ({ signal }) => fetchMallIndex(lang, signal),
    }),
  item: (memberId: number | null, id: number | null, lang: Language) =>
    queryOptions({
      queryKey: [...mallKey(memberId), 'item', id, lang] as const,
      queryFn: ({ signal }) => fetchMallItem(id as number, lang, signal),
      enabled: id !== null,
    }),
}

/** The shelf: categories, items and (for a member) the balance. */
export function useMallIndex() {
  return useQuery(mallQueries.index(useMemberId(), useLanguage()))
}

export function useMallItem(id: number | null) {
  return useQuery(mallQueries.item(useMemberId(), id, useLanguage()))
}

/** Several items' details at once (a cart's items stocked per store: which stores hand them over). */
export function useMallItems(ids: readonly number[]) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQueries({ queries: ids.map((id) => mallQueries.item(memberId, id, lang)) })
}
