import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MemberType } from './memberCode'
import { useLanguage, type Language } from '../i18n'
import { request } from './client'
import type { MallOrder } from './mallOrders'
import { menuQueries } from './menu'
import { storeQueries } from './stores'
import { ORDER_TYPE } from './types'
import type { OrderSummary } from './order'
import type { Feedback } from './feedback'
import type { Review } from './reviews'

/** The store console (docs/API.md "Wallet and store console", "Refunds", "Store console: catalogue"). */
export interface ConsoleRefund {
  refund_no: string
  order_id: string
  serial?: string
  reasonText: string
  description: string
  amount: string
  createdAt: number
}

/** What the kitchen makes for one order line. */
export interface ConsoleLine {
  name: string
  detail: string
  num: number
  memo: string
  packBag: number
}

/** A delivery order's address as the console shows it. */
export interface ConsoleAddress {
  consignee?: string
  areaCode?: string
  phone?: string
  address?: string
  houseNumber?: string
}

/**
 * An order in the console: the summary (with `reservedAt`, `expectedAt`, `remindCount`) plus its
 * lines, the customer's note, the contact phone and, for delivery, the address.
 */
export interface ConsoleOrder extends OrderSummary {
  lines: ConsoleLine[]
  note: string
  contact?: { areaCode: string; phone: string; name: string }
  address?: ConsoleAddress | null
}

/** A round a table sent to the kitchen, as the console reads it (docs/API.md "Table ordering"). */
export interface KitchenRound {
  round: number
  sentAt: number
  servedAt: number | null
  items: Array<Pick<ConsoleLine, 'name' | 'detail' | 'num' | 'memo'>>
}

/** A table in the kitchen's hands: being ordered or paid, or paid (closed) with rounds not yet served. */
export interface KitchenTable {
  sessionId: number
  tableNo: string
  status: 'open' | 'paying' | 'closed'
  /** A diner asked to send a large round: another diner confirms it, or the staff send it (sendTableRound). */
  awaitingConfirmation?: boolean
  order: { order_id: string; status: string } | null
  rounds: KitchenRound[]
}

export const fetchConsoleOrders = (signal?: AbortSignal) => request<{ list: ConsoleOrder[] }>('/v1/console/orders', { signal })
export const advanceOrder = (orderId: string, to: string) => request<OrderSummary>('/v1/console/order/advance', { method: 'POST', body: { order_id: orderId, to } })
export const fetchConsoleRefunds = (signal?: AbortSignal) => request<{ list: ConsoleRefund[] }>('/v1/console/refunds', { signal })
export const decideRefund = (refundNo: string, agree: boolean, note?: string) =>
  request<unknown>('/v1/console/refund/decide', { method: 'POST', body: { refund_no: refundNo, agree: agree ? 1 : 0, note } })
export const setGoodsStatus = (goodsId: number, status: 'on_sale' | 'sold_out') => request<unknown>('/v1/console/goods/status', { method: 'POST', body: { goodsId, status } })
export const setStoreStatus = (status: 'open' | 'busy' | 'break' | 'closed') => request<unknown>('/v1/console/store/status', { method: 'POST', body: { status } })
export const fetchKitchenTables = (signal?: AbortSignal) => request<{ list: KitchenTable[] }>('/v1/console/tables', { signal })
export const serveTableRound = (sessionId: number, round: number) =>
  request<{ sessionId: number; tableNo: string; round: number }>('/v1/console/table/serve', { method: 'POST', body: { sessionId, round } })
/** The staff send a table's waiting dishes (a large round a diner asked for) as its next round. */
export const sendTableRound = (sessionId: number) =>
  request<{ sessionId: number; tableNo: string; round: number }>('/v1/console/table/sendRound', { method: 'POST', body: { sessionId } })
/** A new QR code for one of the store's tables: the old printed code stops working at once (34001 for an unknown table). */
export const rotateTableCode = (tableId: string) => request<{ table_id: string; url: string }>('/v1/console/table/rotate', { method: 'POST', body: { table_id: tableId } })
/** Whose member code a till scanned, and whether it can still be used (docs/API.md "Member code"). */
export interface MemberCodeLookup {
  state: 'valid' | 'expired' | 'used'
  memberId: number
  nickName: string
  phone: string
  levelName: string | null
  points: number
  expiresAt: number
  /** The member types held now and the requests waiting for staff to see the card. */
  types: MemberType[]
}
export interface TillSale {
  receiptNo: string
  amount: string
  points: number
  growth: number
  memberId: number
  createdAt: number
}
export const lookupMemberCode = (code: string) => request<MemberCodeLookup>('/v1/console/member-code', { query: { code } })
export const recordTillSale = (code: string, receiptNo: string, amount: string) =>
  request<TillSale>('/v1/console/member-code/sale', { method: 'POST', body: { code, receiptNo, amount } })
export const decideMemberType = (id: number, approve: boolean) =>
  request<MemberType>('/v1/console/member-type/decide', { method: 'POST', body: { id, approve } })
/**
 * Points-mall pickups (docs/API.md "Points mall"): the staff's store's exchanges waiting for
 * pickup, oldest first; a hand-over by the member's pickup code or by the exchange number answers
 * the exchange, now `finished` (404 none waiting here, 409 collected or cancelled already, or a
 * code two waiting exchanges share: the message asks for the number).
 */
export const fetchConsoleMallOrders = (signal?: AbortSignal) => request<{ list: MallOrder[] }>('/v1/console/mall/orders', { signal })
export type MallHandOver = { pickupCode: string } | { order_no: string }
export const collectMallOrder = (by: MallHandOver) => request<MallOrder>('/v1/console/mall/collect', { method: 'POST', body: by })
export const staffLogin = (areaCode: string, phone: string, code: string) =>
  request<{ token: string; memberId: number; hasPhone?: boolean }>('/v1/staff/login', { method: 'POST', body: { areaCode, phone, code }, sessionFlow: false })

/** The store's reviews (docs/API.md "Reviews"): all, or those without a reply; a reply; taking one off the feed. */
export const fetchConsoleReviews = (unanswered: boolean, signal?: AbortSignal) =>
  request<{ list: Review[] }>('/v1/console/reviews', { query: { unanswered: unanswered ? 1 : 0, limit: 50 }, signal })
export const replyToReview = (id: number, reply: string) => request<Review>('/v1/console/reviews/reply', { method: 'POST', body: { id, reply } })
export const hideReview = (id: number, hidden: boolean) => request<Review>('/v1/console/reviews/hide', { method: 'POST', body: { id, hidden } })

/** Feedback about the store (docs/API.md "Feedback"): by status (empty: all); an answer; closing it. */
export const fetchConsoleFeedback = (status: string, signal?: AbortSignal) =>
  request<{ list: Feedback[] }>('/v1/console/feedback', { query: { status, limit: 50 }, signal })
export const replyToFeedback = (id: number, reply: string) => request<Feedback>('/v1/console/feedback/reply', { method: 'POST', body: { id, reply } })
export const closeFeedback = (id: number) => request<Feedback>('/v1/console/feedback/close', { method: 'POST', body: { id } })

/** The console's lists are re-read every 30 s besides the live events. */
const CONSOLE_POLL_MS = 30_000

export const consoleQueries = {
  all: ['console'] as const,
  orders: (sid: number, lang: Language) =>
    queryOptions({ queryKey: ['console', 'orders', sid, lang] as const, queryFn: ({ signal }) => fetchConsoleOrders(signal), refetchInterval: CONSOLE_POLL_MS }),
  refunds: (sid: number, lang: Language) =>
    queryOptions({ queryKey: ['console', 'refunds', sid, lang] as const, queryFn: ({ signal }) => fetchConsoleRefunds(signal), refetchInterval: CONSOLE_POLL_MS }),
  tables: (sid: number, lang: Language) =>
    queryOptions({ queryKey: ['console', 'tables', sid, lang] as const, queryFn: ({ signal }) => fetchKitchenTables(signal), refetchInterval: CONSOLE_POLL_MS }),
  reviews: (sid: number, unanswered: boolean, lang: Language) =>
    queryOptions({
      queryKey: ['console', 'reviews', sid, unanswered, lang] as const,
      queryFn: ({ signal }) => fetchConsoleReviews(unanswered, signal),
      refetchInterval: CONSOLE_POLL_MS,
    }),
  feedback: (sid: number, status: string, lang: Language) =>
    queryOptions({
      queryKey: ['console', 'feedback', sid, status, lang] as const,
      queryFn: ({ signal }) => fetchConsoleFeedback(status, signal),
      refetchInterval: CONSOLE_POLL_MS,
    }),
  mallOrders: (sid: number, lang: Language) =>
    queryOptions({ queryKey: ['console', 'mallOrders', sid, lang] as const, queryFn: ({ signal }) => fetchConsoleMallOrders(signal), refetchInterval: CONSOLE_POLL_MS }),
}

export function useConsoleOrders(sid: number) {
  return useQuery(consoleQueries.orders(sid, useLanguage()))
}

export function useConsoleRefunds(sid: number) {
  return useQuery(consoleQueries.refunds(sid, useLanguage()))
}

export function useKitchenTables(sid: number) {
  return useQuery(consoleQueries.tables(sid, useLanguage()))
}

export function useConsoleReviews(sid: number, unanswered: boolean) {
  return useQuery(consoleQueries.reviews(sid, unanswered, useLanguage()))
}

/** A reply or a feed change: the store's reviews are read again whatever the answer; the panel says what went wrong. */
export function useReviewAnswer() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: { id: number; reply: string } | { id: number; hidden: boolean }) =>
      'reply' in change ? replyToReview(change.id, change.reply) : hideReview(change.id, change.hidden),
    onSettled: () => void client.invalidateQueries({ queryKey: ['console', 'reviews'] }),
    meta: { toast: false },
  })
}

export function useConsoleFeedback(sid: number, status: string) {
  return useQuery(consoleQueries.feedback(sid, status, useLanguage()))
}

/** An answer or closing: the store's feedback is read again whatever the answer; the panel says what went wrong. */
export function useFeedbackAnswer() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: { id: number; reply: string } | { id: number; close: true }) =>
      'reply' in change ? replyToFeedback(change.id, change.reply) : closeFeedback(change.id),
    onSettled: () => void client.invalidateQueries({ queryKey: ['console', 'feedback'] }),
    meta: { toast: false },
  })
}

/** The points-mall exchanges waiting at the staff's store (no live event: the 30 s poll and the console's re-reads). */
export function useConsoleMallOrders(sid: number) {
  return useQuery(consoleQueries.mallOrders(sid, useLanguage()))
}

/**
 * Hands a points-mall gift over. The waiting list is read again whether or not it worked (a
 * colleague may have handed it over meanwhile). The panel says what went wrong itself (under the
 * code field, or in a toast for a row), so no default toast.
 */
export function useCollectMallOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: collectMallOrder,
    onSettled: () => void client.invalidateQueries({ queryKey: [...consoleQueries.all, 'mallOrders'] }),
    meta: { toast: false },
  })
}

/**
 * A staff action of the store console (advance an order, decide a refund, a goods' or the store's
 * status, serve or send a round). Whether or not it worked, everything the console shows is read
 * again: the lists, the store and its (pickup) menu.
 */
export function useConsoleAction(sid: number) {
  const client = useQueryClient()
  const lang = useLanguage()
  return useMutation({
    mutationFn: (work: () => Promise<unknown>) => work(),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: consoleQueries.all })
      void client.invalidateQueries({ queryKey: storeQueries.info(sid, lang).queryKey })
      void client.invalidateQueries({ queryKey: menuQueries.menu(sid, ORDER_TYPE.pickup, lang).queryKey })
    },
  })
}
