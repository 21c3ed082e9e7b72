import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { memberQueries } from './account'
import { ApiError, request } from './client'
import { useMemberId } from './session'
import { nextPageOf, type Page } from './types'

/**
 * The points mall (issue 19): goods a member exchanges for points and collects at a store. Points
 * are whole numbers on the wire; titles come in the request's language, as the menu's do.
 */

export interface MallCategory {
  id: number
  name: string
}

export interface MallItem {
  id: number
  categoryId: number
  title: string
  subtitle: string
  /** An upload path or a URL; may be empty. */
  image: string
  /** Per unit. */
  points: number
  stock: number
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

export interface MallItemDetail extends MallItem {
  /** Plain text, may hold newlines. */
  detail: string
  /** This member's units of it so far (0 for a visitor). */
  bought: number
  balance: number | null
}

export type MallOrderStatus = 'waiting_pickup' | 'finished' | 'cancelled'

/** An exchange: points taken, goods waiting at the pickup store. */
export interface MallOrder {
  order_no: string
  itemId: number
  title: string
  image: string
  quantity: number
  /** The whole order's. */
  points: number
  status: MallOrderStatus
  sid: number
  storeName: string
  /** Shown to the staff at the counter. */
  pickupCode: string
  createdAt: number
  finishedAt: number | null
  cancelledAt: number | null
}

export interface MallExchange {
  itemId: number
  quantity: number
  /** The pickup store. */
  sid: number
}

export const MALL_ORDERS_PAGE_SIZE = 20

export const fetchMallIndex = (lang: Language, signal?: AbortSignal) => request<MallIndex>('/v1/mall/index', { lang, signal })
export const fetchMallItem = (id: number, lang: Language, signal?: AbortSignal) =>
  request<MallItemDetail>('/v1/mall/goods/detail', { query: { id }, lang, signal })
export const fetchMallOrders = (page: number, lang: Language, signal?: AbortSignal) =>
  request<Page<MallOrder>>('/v1/trade/point/order/list', { query: { pageNum: page, pageSize: MALL_ORDERS_PAGE_SIZE }, lang, signal })
export const fetchMallOrder = (orderNo: string, lang: Language, signal?: AbortSignal) =>
  request<MallOrder>('/v1/trade/point/order/detail', { query: { order_no: orderNo }, lang, signal })
/** Exchanges points for goods; the key makes a retry (or a double tap) the same exchange. */
export const submitMallOrder = (exchange: MallExchange, idempotencyKey: string) =>
  request<MallOrder>('/v1/trade/point/order/submit', { method: 'POST', body: exchange, headers: { 'Idempotency-Key': idempotencyKey } })
/** Cancels an exchange still waiting for pickup: the points and the stock go back. */
export const cancelMallOrder = (orderNo: string) => request<MallOrder>('/v1/trade/point/order/cancel', { method: 'POST', body: { order_no: orderNo } })

/** An item off sale or an order that is not the member's: the server answers 404. */
export function isMallNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 404
}

/**
 * Every mall query starts with the member (null for a visitor) after 'member', so logout drops
 * them: even the public shelf carries the member's balance.
 */
const mallKey = (memberId: number | null) => ['member', memberId, 'mall'] as const

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
  order: (memberId: number | null, orderNo: string | null, lang: Language) =>
    queryOptions({
      queryKey: [...mallKey(memberId), 'order', orderNo, lang] as const,
      queryFn: ({ signal }) => fetchMallOrder(orderNo as string, lang, signal),
      enabled: memberId !== null && !!orderNo,
      // Read again while the goods wait, so the page says so once the staff hand them over.
      refetchInterval: (query) => (query.state.data?.status === 'waiting_pickup' ? 30_000 : false),
    }),
}

/** The shelf: categories, items and (for a member) the balance. */
export function useMallIndex() {
  return useQuery(mallQueries.index(useMemberId(), useLanguage()))
}

export function useMallItem(id: number | null) {
  return useQuery(mallQueries.item(useMemberId(), id, useLanguage()))
}

export function useMallOrder(orderNo: string | null) {
  return useQuery(mallQueries.order(useMemberId(), orderNo, useLanguage()))
}

/** The member's exchanges, newest first, a page at a time ("load more"). */
export function useMallOrders() {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useInfiniteQuery({
    queryKey: [...mallKey(memberId), 'orders', lang] as const,
    queryFn: ({ pageParam, signal }) => fetchMallOrders(pageParam, lang, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
  })
}

// ---- Mutations: an exchange or a cancellation moves points and stock, so every member figure
// (balance, shelf, exchanges, points history, the Mine page) is read again; the answer is the
// order, kept for its detail page.

function useMallOrderDone() {
  const client = useQueryClient()
  const memberId = useMemberId()
  const lang = useLanguage()
  return (order: MallOrder) => {
    client.setQueryData(mallQueries.order(memberId, order.order_no, lang).queryKey, order)
    void client.invalidateQueries({ queryKey: memberQueries.all })
  }
}

/**
 * Submits an exchange with its idempotency key. The confirm page says what went wrong itself (a
 * lost answer is tried again with the same key; a refusal is the server's message), so no default toast.
 */
export function useSubmitMallOrder() {
  const done = useMallOrderDone()
  return useMutation({
    mutationFn: ({ exchange, idempotencyKey }: { exchange: MallExchange; idempotencyKey: string }) => submitMallOrder(exchange, idempotencyKey),
    onSuccess: done,
    meta: { toast: false },
  })
}

/** A failed cancellation toasts the server's words (collected or cancelled meanwhile). */
export function useCancelMallOrder() {
  const done = useMallOrderDone()
  return useMutation({ mutationFn: cancelMallOrder, onSuccess: done })
}
