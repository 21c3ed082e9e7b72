import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { memberQueries } from './account'
import { request } from './client'
import { mallKey, type MallItemKind } from './mall'
import { useMemberId } from './session'
import { nextPageOf, type Page } from './types'

/**
 * The member's points-mall exchanges (issue 19): submitting one (a single item, or the cart's
 * lines) for pickup at a store, delivery to an address, or a coupon package's coupons; paying a
 * cash part on the card page; confirming receipt; cancelling. Points are whole numbers, cash is
 * dollars on the wire.
 */

export type MallOrderStatus = 'pending_payment' | 'waiting_pickup' | 'waiting_shipment' | 'shipped' | 'finished' | 'cancelled'

export const MALL_ORDER_STATUSES: readonly MallOrderStatus[] = ['pending_payment', 'waiting_pickup', 'waiting_shipment', 'shipped', 'finished', 'cancelled']

/** How an order reaches the member; `none` for a coupon package. */
export type MallOrderFulfilment = 'pickup' | 'delivery' | 'none'

export interface MallOrderLine {
  itemId: number
  kind: MallItemKind
  title: string
  image: string
  quantity: number
  /** The line's points and cash part (dollars). */
  points: number
  cash: number | string
}

/** A coupon a package issued: its code and its coupon's name. */
export interface MallIssuedCoupon {
  code: string
  name: string
}

export interface MallOrderAddress {
  consignee: string
  phone: string
  address: string
}

export interface MallOrder {
  order_no: string
  lines: MallOrderLine[]
  /** The first line's item, title and image. */
  itemId: number
  title: string
  image: string
  /** All lines' units. */
  quantity: number
  /** The whole order's points and cash part (dollars). */
  points: number
  cash: number | string
  fulfilment: MallOrderFulfilment
  status: MallOrderStatus
  /** The pickup store (pickup only). */
  sid: number | null
  storeName: string
  /** Shown to the staff at the counter (pickup only). */
  pickupCode: string
  /** Where it is delivered (delivery only). */
  address: MallOrderAddress | null
  carrier: string
  trackingNo: string
  /** A package's coupons, now in the wallet. */
  couponCodes: string[]
  /** The same coupons, each code with its coupon's name (in the request's language). */
  coupons: MallIssuedCoupon[]
  /** Its product order (the cash part's payment). */
  payNo: string
  /** A pending order's deadline for paying; then it is cancelled. */
  payBy: number | null
  createdAt: number
  paidAt: number | null
  shippedAt: number | null
  finishedAt: number | null
  cancelledAt: number | null
}

export interface MallLine {
  itemId: number
  quantity: number
}

/**
 * An exchange: one item, lines, or the cart's ticked lines (`lineIds`, each named by its item: the
 * server takes the cart's quantities and refuses a line the cart does not hold; they leave the cart
 * once bought, the others stay), with how it reaches the member: a pickup store, a delivery
 * address, or nothing for a package.
 */
export type MallSubmission = (MallLine | { lines: MallLine[] } | { lineIds: number[]; fromCart: true }) &
  ({ fulfilment: 'pickup'; sid: number } | { fulfilment: 'delivery'; addressId: number } | { fulfilment?: undefined })

export interface MallPayStart {
  /** The product order's number. */
  orderNo: string
  payUrl: string
}

export interface MallPayResult {
  paid: boolean
  order: MallOrder
}

export const MALL_ORDERS_PAGE_SIZE = 20

export const fetchMallOrders = (page: number, status: MallOrderStatus | null, lang: Language, signal?: AbortSignal) =>
  request<Page<MallOrder>>('/v1/trade/point/order/list', { query: { pageNum: page, pageSize: MALL_ORDERS_PAGE_SIZE, status: status ?? undefined }, lang, signal })
export const fetchMallOrder = (orderNo: string, lang: Language, signal?: AbortSignal) =>
  request<MallOrder>('/v1/trade/point/order/detail', { query: { order_no: orderNo }, lang, signal })
/** Exchanges points (and holds a cash part); the key makes a retry (or a double tap) the same exchange. */
export const submitMallOrder = (submission: MallSubmission, idempotencyKey: string) =>
  request<MallOrder>('/v1/trade/point/order/submit', { method: 'POST', body: submission, headers: { 'Idempotency-Key': idempotencyKey } })
/** Starts paying a pending order's cash part on the card page; the payer comes back to `successUrl` with `orderNo`. */
export const payMallOrder = (orderNo: string, successUrl: string, idempotencyKey: string) =>
  request<MallPayStart>('/v1/trade/point/order/pay', { method: 'POST', body: { order_no: orderNo, success_url: successUrl }, headers: { 'Idempotency-Key': idempotencyKey } })
export const fetchMallPayResult = (orderNo: string, lang: Language, signal?: AbortSignal) =>
  request<MallPayResult>(`/v1/trade/point/order/pay/result/${encodeURIComponent(orderNo)}`, { lang, signal })
/** Cancels: points and stock go back, a cash part paid goes back to the card. */
export const cancelMallOrder = (orderNo: string) => request<MallOrder>('/v1/trade/point/order/cancel', { method: 'POST', body: { order_no: orderNo } })
/** The member says a delivered order arrived: it is finished. */
export const receiveMallOrder = (orderNo: string) => request<MallOrder>('/v1/trade/point/order/receive', { method: 'POST', body: { order_no: orderNo } })

/** Statuses that change without the member (staff hand over, the shop ships, a payment lands): read again meanwhile. */
const MOVING: readonly MallOrderStatus[] = ['pending_payment', 'waiting_pickup', 'waiting_shipment', 'shipped']

export const mallOrderQueries = {
  order: (memberId: number | null, orderNo: string | null, lang: Language) =>
    queryOptions({
      queryKey: [...mallKey(memberId), 'order', orderNo, lang] as const,
      queryFn: ({ signal }) => fetchMallOrder(orderNo as string, lang, signal),
      enabled: memberId !== null && !!orderNo,
      refetchInterval: (query) => (MOVING.includes(query.state.data?.status as MallOrderStatus) ? 30_000 : false),
    }),
  payResult: (memberId: number | null, orderNo: string | null, lang: Language) =>
    queryOptions({
      queryKey: [...mallKey(memberId), 'payResult', orderNo, lang] as const,
      queryFn: ({ signal }) => fetchMallPayResult(orderNo as string, lang, signal),
      enabled: memberId !== null && !!orderNo,
      // Asked every 2 s until the gateway's answer is in: paid, or the order no longer waiting.
      refetchInterval: (query) => (query.state.data && !query.state.data.paid && query.state.data.order.status === 'pending_payment' ? 2000 : false),
    }),
}

export function useMallOrder(orderNo: string | null) {
  return useQuery(mallOrderQueries.order(useMemberId(), orderNo, useLanguage()))
}

export function useMallPayResult(orderNo: string | null) {
  return useQuery(mallOrderQueries.payResult(useMemberId(), orderNo, useLanguage()))
}

/** The member's exchanges (of one status, or all), newest first, a page at a time ("load more"). */
export function useMallOrders(status: MallOrderStatus | null = null) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useInfiniteQuery({
    queryKey: [...mallKey(memberId), 'orders', status, lang] as const,
    queryFn: ({ pageParam, signal }) => fetchMallOrders(pageParam, status, lang, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
  })
}

// ---- Mutations: an exchange, a cancellation or a receipt moves points, stock or the cart, so
// every member figure (balance, shelf, cart, exchanges, points history, the Mine page) is read
// again; the answer is the order, kept for its detail page.

function useMallOrderDone() {
  const client = useQueryClient()
  const memberId = useMemberId()
  const lang = useLanguage()
  return (order: MallOrder) => {
    client.setQueryData(mallOrderQueries.order(memberId, order.order_no, lang).queryKey, order)
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
    mutationFn: ({ submission, idempotencyKey }: { submission: MallSubmission; idempotencyKey: string }) => submitMallOrder(submission, idempotencyKey),
    onSuccess: done,
    meta: { toast: false },
  })
}

/** A failed cancellation toasts the server's words (collected, shipped or its payment open meanwhile). */
export function useCancelMallOrder() {
  const done = useMallOrderDone()
  return useMutation({ mutationFn: cancelMallOrder, onSuccess: done })
}

/** A failed receipt toasts the server's words (finished by itself meanwhile). */
export function useReceiveMallOrder() {
  const done = useMallOrderDone()
  return useMutation({ mutationFn: receiveMallOrder, onSuccess: done })
}
