import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { ApiError, request } from './client'
import { COUPON_KEY } from './coupons'
import { useMemberId } from './session'
import { nextPageOf, type Page } from './types'

/**
 * Lucky draws and blind boxes (issue 19): activities whose prizes the server picks (a coupon in
 * the wallet, points, a physical prize sent to an address, or "thank you"), paid with points or
 * free, limited per Hong Kong day and in total, or one draw per paid order. Times are epoch ms;
 * titles and names come in the request's language.
 */

export type DrawKind = 'wheel' | 'grid' | 'blind_box'
export type DrawState = 'preview' | 'upcoming' | 'live' | 'ended'
export type PrizeKind = 'coupon' | 'points' | 'physical' | 'none'
export type PrizeStatus = 'none' | 'won' | 'awaiting_address' | 'to_ship' | 'shipped' | 'cancelled'

export interface DrawActivity {
  id: number
  kind: DrawKind
  title: string
  /** An upload path or a URL; may be empty. */
  image: string
  /** Per draw; 0: free. */
  costPoints: number
  /** Draws a member may make a Hong Kong day; 0: no daily limit. */
  dailyLimit: number
  /** Draws a member may make in all; 0: no limit. */
  totalLimit: number
  /** A blind box's multi-draw size; 0: single draws only. */
  multiCount: number
  /** One draw per paid order (the draw names the order) instead of chances. */
  perOrder: boolean
  startsAt: number
  endsAt: number
  state: DrawState
}

export interface DrawPrize {
  id: number
  kind: PrizeKind
  name: string
  image: string
  /** A points prize's points (0 otherwise). */
  points: number
  soldOut: boolean
}

/** The member's chances; null on the activity for a visitor. */
export interface DrawChances {
  /** Draws left today; null: no daily limit. */
  todayLeft: number | null
  /** Draws left in all; null: no limit. */
  totalLeft: number | null
  /** The member's points. */
  balance: number
}

export interface DrawActivityDetail extends DrawActivity {
  /** Plain text, may hold newlines. */
  rules: string
  prizes: DrawPrize[]
  /** Every prize with stock is gone: nothing more can be drawn. */
  allDrawn: boolean
  chances: DrawChances | null
}

export interface PrizeAddress {
  consignee: string
  phone: string
  address: string
}

/** One draw's outcome (a "thank you" too), and for a prize, where it stands. */
export interface DrawRecord {
  recordNo: string
  drawNo: string
  activityId: number
  activityTitle: string
  /** The activity's prize this is: the wheel or the grid stops on it. */
  prizeId: number
  kind: PrizeKind
  prizeName: string
  prizeImage: string
  /** A points prize's points. */
  points: number
  /** A coupon prize's code, in the member's wallet. */
  couponCode: string | null
  status: PrizeStatus
  address: PrizeAddress | null
  orderNo: string | null
  createdAt: number
  shippedAt: number | null
}

export interface DrawRequest {
  id: number
  /** 1, or a blind box's `multiCount`. */
  times: number
  /** A per-order activity's paid order. */
  orderNo?: string
}

export interface DrawResult {
  drawNo: string
  activityId: number
  times: number
  /** The points the draw cost. */
  points: number
  results: DrawRecord[]
  chances: DrawChances
}

/** The per-order activity a paid order of the member's opens, and whether it was drawn. */
export interface OrderDraw {
  activity: DrawActivity | null
  drawn: boolean
}

/** Business codes of a refused draw (docs: issue 19). */
export const DRAW_ERROR = {
  preview: 37001,
  todayUsed: 37002,
  allUsed: 37003,
  allDrawn: 37004,
  notEnoughPoints: 37005,
  notOpen: 37006,
  orderNotEligible: 37007,
  notPhysical: 37008,
  shippedOrCancelled: 37009,
} as const

export const DRAW_PAGE_SIZE = 20

export const fetchDrawActivities = (lang: Language, signal?: AbortSignal) => request<{ list: DrawActivity[] }>('/v1/activity/list', { lang, signal })
export const fetchDrawActivity = (id: number, lang: Language, signal?: AbortSignal) =>
  request<DrawActivityDetail>('/v1/activity/detail', { query: { id }, lang, signal })
export const fetchOrderDraw = (orderNo: string, lang: Language, signal?: AbortSignal) =>
  request<OrderDraw>('/v1/activity/available/draw', { query: { orderNo }, lang, signal })
/** Draws; the key makes a retry (or a double tap) the same draw. */
export const submitDraw = (draw: DrawRequest, idempotencyKey: string) =>
  request<DrawResult>('/v1/activity/draw', { method: 'POST', body: draw, headers: { 'Idempotency-Key': idempotencyKey } })
export const fetchDrawRecords = (page: number, activityId: number | null, lang: Language, signal?: AbortSignal) =>
  request<Page<DrawRecord>>('/v1/activity/records', { query: { activityId: activityId ?? undefined, pageNum: page, pageSize: DRAW_PAGE_SIZE }, lang, signal })
export const fetchPrizes = (page: number, lang: Language, signal?: AbortSignal) =>
  request<Page<DrawRecord>>('/v1/activity/prizes', { query: { pageNum: page, pageSize: DRAW_PAGE_SIZE }, lang, signal })
export const fetchPrize = (recordNo: string, lang: Language, signal?: AbortSignal) =>
  request<DrawRecord>('/v1/activity/prize/detail', { query: { recordNo }, lang, signal })
/** Sends a physical prize to one of the member's saved addresses (again while it waits to ship: changes it). */
export const setPrizeAddress = (recordNo: string, addressId: number) =>
  request<DrawRecord>('/v1/activity/prize/address', { method: 'POST', body: { recordNo, addressId } })

/** An activity taken down (or never there), or a record or order that is not the member's: 404. */
export function isDrawNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 404
}

/**
 * Every draw query starts with the member (null for a visitor) after 'member', so logout drops
 * them and a change of points (a draw, an exchange) reads them again: even the public activity
 * carries the member's chances.
 */
const drawKey = (memberId: number | null) => ['member', memberId, 'draws'] as const

export const drawQueries = {
  list: (memberId: number | null, lang: Language) =>
    queryOptions({
      queryKey: [...drawKey(memberId), 'list', lang] as const,
      queryFn: ({ signal }) => fetchDrawActivities(lang, signal),
    }),
  activity: (memberId: number | null, id: number | null, lang: Language) =>
    queryOptions({
      queryKey: [...drawKey(memberId), 'activity', id, lang] as const,
      queryFn: ({ signal }) => fetchDrawActivity(id as number, lang, signal),
      enabled: id !== null,
    }),
  orderDraw: (memberId: number | null, orderNo: string | null, lang: Language) =>
    queryOptions({
      queryKey: [...drawKey(memberId), 'order', orderNo, lang] as const,
      queryFn: ({ signal }) => fetchOrderDraw(orderNo as string, lang, signal),
      enabled: memberId !== null && !!orderNo,
      // A banner beside the order, not the order itself: a failure hides it rather than retrying.
      retry: false,
    }),
  prize: (memberId: number | null, recordNo: string | null, lang: Language) =>
    queryOptions({
      queryKey: [...drawKey(memberId), 'prize', recordNo, lang] as const,
      queryFn: ({ signal }) => fetchPrize(recordNo as string, lang, signal),
      enabled: memberId !== null && !!recordNo,
    }),
}

/** The live and upcoming activities, by the brand's order. */
export function useDrawActivities() {
  return useQuery(drawQueries.list(useMemberId(), useLanguage()))
}

export function useDrawActivity(id: number | null) {
  return useQuery(drawQueries.activity(useMemberId(), id, useLanguage()))
}

/** The per-order activity of a paid order (nothing asked while `orderNo` is null). */
export function useOrderDraw(orderNo: string | null) {
  return useQuery(drawQueries.orderDraw(useMemberId(), orderNo, useLanguage()))
}

export function usePrize(recordNo: string | null) {
  return useQuery(drawQueries.prize(useMemberId(), recordNo, useLanguage()))
}

/** Every draw of the member's ("thank you" too), newest first, a page at a time; of one activity with `activityId`. */
export function useDrawRecords(activityId: number | null = null) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useInfiniteQuery({
    queryKey: [...drawKey(memberId), 'records', activityId, lang] as const,
    queryFn: ({ pageParam, signal }) => fetchDrawRecords(pageParam, activityId, lang, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
  })
}

/** The prizes the member won, newest first, a page at a time ("load more"). */
export function usePrizes() {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useInfiniteQuery({
    queryKey: [...drawKey(memberId), 'prizes', lang] as const,
    queryFn: ({ pageParam, signal }) => fetchPrizes(pageParam, lang, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
  })
}

// ---- Mutations: a draw moves points, chances and stock and may put a coupon in the wallet, so
// every member figure and the coupons are read again; the activity takes the answer's chances at once.

/**
 * Draws with the attempt's idempotency key. The page says what went wrong itself (a lost answer
 * is tried again with the same key; a refusal is the server's message), so no default toast.
 */
export function useDraw() {
  const client = useQueryClient()
  const memberId = useMemberId()
  const lang = useLanguage()
  return useMutation({
    mutationFn: ({ draw, idempotencyKey }: { draw: DrawRequest; idempotencyKey: string }) => submitDraw(draw, idempotencyKey),
    onSuccess: (result) => {
      client.setQueryData(drawQueries.activity(memberId, result.activityId, lang).queryKey, (old) => (old ? { ...old, chances: result.chances } : old))
      void client.invalidateQueries({ queryKey: ['member'] })
      void client.invalidateQueries({ queryKey: COUPON_KEY })
    },
    meta: { toast: false },
  })
}

/** Chooses the address of a physical prize; a refusal (shipped meanwhile) toasts the server's words. */
export function useSetPrizeAddress() {
  const client = useQueryClient()
  const memberId = useMemberId()
  const lang = useLanguage()
  return useMutation({
    mutationFn: ({ recordNo, addressId }: { recordNo: string; addressId: number }) => setPrizeAddress(recordNo, addressId),
    onSuccess: (record) => {
      client.setQueryData(drawQueries.prize(memberId, record.recordNo, lang).queryKey, record)
      void client.invalidateQueries({ queryKey: drawKey(memberId) })
    },
  })
}
