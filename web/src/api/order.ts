import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLanguage, type Language } from '../i18n'
import { cartOwner, cartQueries, type ServerCart } from './cart'
import { memberQueries } from './account'
import { request } from './client'
import { checkoutCouponsOf, type CheckoutCoupons, type OrderCoupon } from './coupons'
import { attributeOrder } from './promotion'
import { currentSession, isMemberWithPhone, useSession } from './session'
import type { OrderType } from './types'

/** Orders, payment centre and refunds (docs/API.md "Orders", "Payment centre", "Refunds"). */
export type OrderStatus =
  | 'waiting_payment'
  | 'paying'
  | 'payment_failed'
  | 'awaiting_acceptance'
  | 'in_production'
  | 'ready'
  | 'rider_to_merchant'
  | 'rider_delivering'
  | 'finished'
  | 'cancelled'

/** Not paid yet and still payable: waiting, at the card gateway, or after a failed payment. */
export function isAwaitingPayment(status: string): boolean {
  return status === 'waiting_payment' || status === 'paying' || status === 'payment_failed'
}

export interface ConfirmProblem {
  code: string
  message: string
  blocking: boolean
}

export interface OrderConfirm {
  sid: number
  orderType: OrderType
  num: number
  goods_total: string
  box_price: string
  bag_fee: string
  delivery_fee: string
  discount: string
  payable: string
  /** detail: the line's full recipe (specification, attributes, set components) in the reader's language. */
  lines: { id: number; goods_id: number; name: string; optionName: string; detail?: string; num: number; price: string; total_price: string }[]
  problems: ConfirmProblem[]
  canSubmit: boolean
  /** The customer may decline the bag here (noBag): pickup, where the brand allows. */
  bagOptional?: boolean
  /** Usable and unusable coupons and the selection priced (docs/API.md "Coupons at checkout"). */
  coupons?: CheckoutCoupons
  /** Points as money here (docs/API.md "Points"); null where points are not offered. */
  points?: CheckoutPoints | null
  /** What the points took off (in `payable` already). */
  pointsMoney?: string
  /** The Privilege Pass's member price here (docs/API.md "Privilege Pass at checkout"); null where none is offered. */
  prime?: CheckoutPrime | null
  /** What the member price took off (in `payable` already). */
  primeDiscountAmount?: string
}

/** The member price on the one unit it saves most on, once a Hong Kong day, never with coupons. */
export interface CheckoutPrime {
  /** False: the member holds no pass, and this is what the pass on sale would save. */
  holder: boolean
  usable: boolean
  selected: boolean
  lineId: number
  goods_id: number
  name: string
  memberPrice: string
  saving: string
  reason: string | null
  reasonText: string | null
}

export interface CheckoutPoints {
  balance: number
  usable: boolean
  /** The most this order may take, and what they take off. */
  points: number
  money: string
  selected: boolean
  reason: string | null
  reasonText: string | null
}

export interface OrderSummary {
  order_id: string
  serial: string
  sid: number
  storeName: string
  order_type: OrderType
  status: OrderStatus
  statusText: string
  pickup_code: string | null
  table_no: string
  payable: string
  createdAt: number
  reservedAt: number | null
  canPay: boolean
  canCancel: boolean
  /** The booked slot, or the "as soon as possible" estimate made with the order. */
  expectedAt?: number | null
  /** Pickup orders: collect by this time (expectedAt + 30 minutes, spec 000 §9). */
  pickupBy?: number | null
  /** The order is late and the store still owes it: the customer may chase it (催單). */
  canRemind?: boolean
  /** When the customer may chase next (late, and 5 minutes after the last reminder); null when not at all. */
  remindAvailableAt?: number | null
  remindedAt?: number | null
  remindCount?: number
  /** A finished order's review: may be written, written (its id), or too late (docs/API.md "Reviews"). */
  review?: { state: 'can' | 'done' | 'closed'; id?: number }
}

/** One payment of an order, or its return (docs/API.md `GET /v1/order/detail` `payments`). */
export interface OrderPayment {
  method: 'wallet' | 'card'
  methodText: string
  amount: string
  status: 'pending' | 'succeeded' | 'failed' | 'refunding' | 'refunded'
  statusText: string
  at: number | null
}

export interface OrderLine {
  lineId: number
  refundedNum: number
  goods_id: number
  name: string
  detail: string
  image: string
  num: number
  price: string
  box_price: string
  total_price: string
  /** The diner's memo for the kitchen (table dishes). */
  memo?: string
}

export interface OrderDetail extends OrderSummary {
  lines: OrderLine[]
  timeline: { status: OrderStatus; statusText: string; actor: string; at: number }[]
  goods_total: string
  box_price: string
  bag_fee: string
  delivery_fee: string
  /** Everything taken off: the coupons' and the points' money. */
  discount: string
  /** Points paid with, and the money they took off. */
  pointsUsed?: number
  /** What the Privilege Pass's member price took off (in `discount` too). */
  primeDiscountAmount?: string
  pointsMoney?: string
  paid_total: string
  refunded_total: string
  contact: { areaCode: string; phone: string; name: string }
  address: { address?: string; houseNumber?: string; consignee?: string } | null
  note: string
  payDeadline: number | null
  paidAt: number | null
  finishedAt: number | null
  cancelledAt: number | null
  cancelReason: string
  coupons?: OrderCoupon[]
  /** How it was paid and given back. */
  payments?: OrderPayment[]
  /** A group order's per-person receipt (docs/API.md "Group orders"). */
  participants?: GroupReceiptShare[]
  /** False when the reader is a group order's participant but not its payer (they only read it). */
  isPayer?: boolean
}

/** One person's part of a group order: their lines, goods with box fees, fee shares, total. */
export interface GroupReceiptShare {
  pack_bag: number
  nickname: string
  isPayer: boolean
  lines: OrderLine[]
  goods: string
  delivery_share: string
  bag_share: string
  /** The payer's coupons ("0" for the others). */
  discount_share: string
  total: string
}

export interface SubmitInput {
  sid: number
  orderType: OrderType
  addressId?: number
  reservedAt?: number
  tableNo?: string
  areaCode: string
  phone: string
  note?: string
  /** The coupons the customer confirmed (absent: none). */
  couponCodes?: string[]
  /** Pay part with points, as many as the rule allows. */
  usePoints?: 1
  /** Take today's member price (no coupons then). */
  withOrderPrime?: 1
}

export interface DeliveryTimes {
  days: { date: string; label: string; slots: { time: string; at: number; label: string }[] }[]
  asap: { available: boolean; estimate: string }
}

export type PayType = 'wallet' | 'card' | 'combination' | 'giftcard'

/** One of the member's gift cards as a way to pay this order. */
export interface GiftCardSource {
  id: number
  name: string
  last4: string
  color: string
  balance: string
  /** What it may pay now (its bonus only a day after activation). */
  spendable: string
  enough: boolean
  /** It can pay part, a bank card the rest (`card`). */
  combination: boolean
  card?: string
}

export interface PayTypes {
  order_id: string
  payable: string
  /** What is still to pay: less than `payable` when an abandoned checkout already took a wallet part. */
  due?: string
  list: { type: PayType; balance?: string; enough?: boolean; wallet?: string; card?: string; sources?: GiftCardSource[] }[]
  passwordEnable: 0 | 1
  hasPayPassword: boolean
  /** A table's bill split equally (AA): `due` is the price of the parts asked for; `mine`: the reader paid theirs. */
  split?: { people: number; taken: number; mine: boolean }
}

export interface PayStatus {
  order_id: string
  status: OrderStatus
  paid: boolean
  paidTotal: string
}

export type OrderTab = 'all' | 'today' | 'history' | 'refund'

export interface OrderList {
  list: OrderSummary[]
  total: number
  legacyHistoryBefore?: string
}

export interface RefundReason {
  code: string
  text: string
}

export interface RefundRequest {
  refund_no: string
  reason: string
  reasonText: string
  description: string
  amount: string
  status: 'waiting_audit' | 'rejected' | 'refunding' | 'refunded'
  createdAt: number
  logs: { code: number; text: string; note: string; at: number }[]
}

/** A confirm answer with its `coupons` block read safely (an empty cart answers `coupons: {}`). */
export function readConfirm(answer: OrderConfirm): OrderConfirm {
  return { ...answer, coupons: checkoutCouponsOf(answer.coupons) }
}

/**
 * Whether the priced checkout can be submitted: the server allows it, nothing blocks, and the order
 * would hold goods (a cart of coupon goods whose coupon is not used prices to no lines at all).
 */
export function isSubmittable(confirm: Pick<OrderConfirm, 'canSubmit' | 'problems' | 'lines'> | undefined): boolean {
  return !!confirm && confirm.canSubmit && confirm.lines.length > 0 && !confirm.problems.some((problem) => problem.blocking)
}

export interface ConfirmBody {
  sid: number
  orderType: OrderType
  addressId?: number
  reservedAt?: number
  tableNo?: string
  couponCodes?: string[]
  /** 1: the pickup customer declines the bag (only where the confirm answer's bagOptional is true) */
  noBag?: 1
  /** 1: pay part with points (the answer's `points` says how many and what they take off) */
  usePoints?: 1
  /** 1: take today's member price (the answer's `prime`); coupons are not used with it */
  withOrderPrime?: 1
}

export const confirmOrder = (body: ConfirmBody) =>
  request<OrderConfirm>('/v1/order/confirm', { method: 'POST', body }).then(readConfirm)

export function submitOrder(input: SubmitInput, idempotencyKey: string) {
  return request<OrderSummary & { order_sn: string }>('/v1/order/submit', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } })
}

export const fetchDeliveryTimes = (sid: number, orderType: OrderType, lang: Language, signal?: AbortSignal) =>
  request<DeliveryTimes>('/v1/store/delivery-time', { query: { sid, orderType }, lang, signal })

export const fetchOrderDetail = (orderId: string, lang: Language, signal?: AbortSignal) =>
  request<OrderDetail>('/v1/order/detail', { query: { order_id: orderId }, lang, signal })

/** A launch address's `ordersn` (the order number or the serial called at the counter): the member's own order. */
export const fetchOrderBySerial = (ordersn: string, lang: Language, signal?: AbortSignal) =>
  request<OrderDetail>('/v1/order/detail', { query: { ordersn }, lang, signal })

export const fetchOrders = (tab: OrderTab, lang: Language, signal?: AbortSignal) =>
  request<OrderList>('/v1/order/list', { query: { tab, pageNum: 1, pageSize: 50 }, lang, signal })

export const fetchPayStatus = (orderId: string) => request<PayStatus>('/v1/order/payStatus', { query: { order_id: orderId } })

/** `parts`: of a bill split equally, how many parts the reader would pay (one unless they pay for friends too). */
export const fetchPayTypes = (orderId: string, lang: Language, signal?: AbortSignal, parts = 1) =>
  request<PayTypes>('/v1/pay-center/available-pay-type', { query: { order_id: orderId, ...(parts > 1 ? { parts } : {}) }, lang, signal })

export const payOrder = (body: { order_id: string; payType: PayType; giftCardId?: number; success_url?: string; password?: string; parts?: number }) =>
  request<OrderSummary & { payUrl?: string }>('/v1/pay-center/pay', { method: 'POST', body })

/** "Order again": what `/v1/order/again` put into the cart of the order's store and type, and what it could not. */
export interface OrderAgainAnswer {
  sid: number
  orderType: OrderType
  added: number
  skipped: { goods_id: number; name: string; reason: string }[]
  cart: ServerCart
}

export const orderAgain = (orderId: string) => request<OrderAgainAnswer>('/v1/order/again', { method: 'POST', body: { order_id: orderId } })

/** Order codes (docs/API.md "Orders"): not possible in this status; chased a moment ago. */
export const ORDER_WRONG_STATUS = 31003
export const ORDER_REMINDED_RECENTLY = 31007

/** Chases a late order (催單); answers the summary with the new `remindCount`. */
export const remindOrder = (orderId: string) => request<OrderSummary>('/v1/order/remind', { method: 'POST', body: { order_id: orderId } })

export const orderAction = (action: 'cancel' | 'end' | 'delete', orderId: string) =>
  request<unknown>(`/v1/order/${action}`, { method: 'POST', body: { order_id: orderId } })

export const fetchRefundReasons = (lang: Language, signal?: AbortSignal) =>
  request<{ list: RefundReason[] }>('/v2/orderRefund/queryRefundReason', { lang, signal })

export const calcRefund = (orderId: string, lines?: { lineId: number; num: number }[]) =>
  request<{ amount: string; whole: boolean }>('/v2/orderRefund/calcRefundFeeDetail', { method: 'POST', body: { order_id: orderId, ...(lines ? { lines } : {}) } })

export const createRefund = (body: { order_id: string; reason: string; description?: string; lines?: { lineId: number; num: number }[] }) =>
  request<{ refund_no: string }>('/v1/order/createRefund', { method: 'POST', body })

export const fetchRefunds = (orderId: string, lang: Language, signal?: AbortSignal) =>
  request<{ list: RefundRequest[] }>('/v2/orderRefund/queryRefundFeeDetail', { query: { order_id: orderId }, lang, signal })

export const orderQueries = {
  all: ['order'] as const,
  detail: (memberId: number | null, orderId: string | null, lang: Language) =>
    queryOptions({
      queryKey: ['order', memberId, 'detail', orderId, lang] as const,
      queryFn: ({ signal }) => fetchOrderDetail(orderId as string, lang, signal),
      enabled: memberId !== null && !!orderId,
    }),
  list: (memberId: number | null, tab: OrderTab, lang: Language) =>
    queryOptions({
      queryKey: ['order', memberId, 'list', tab, lang] as const,
      queryFn: ({ signal }) => fetchOrders(tab, lang, signal),
      enabled: memberId !== null,
    }),
  bySerial: (ordersn: string, lang: Language) =>
    queryOptions({
      queryKey: ['order', 'bySerial', ordersn, lang] as const,
      queryFn: ({ signal }) => fetchOrderBySerial(ordersn, lang, signal),
      retry: false,
    }),
  refunds: (orderId: string | null, lang: Language) =>
    queryOptions({
      queryKey: ['order', 'refunds', orderId, lang] as const,
      queryFn: ({ signal }) => fetchRefunds(orderId as string, lang, signal),
      enabled: !!orderId,
    }),
  /** Every order's pay types: read again once a payment password is set. */
  payTypesAll: ['order', 'payTypes'] as const,
  payTypes: (orderId: string | null, lang: Language, parts = 1) =>
    queryOptions({
      queryKey: ['order', 'payTypes', orderId, lang, parts] as const,
      queryFn: ({ signal }) => fetchPayTypes(orderId as string, lang, signal, parts),
      enabled: !!orderId,
      // The same order's answer for another number of parts stays shown while the new one is read.
      placeholderData: (previous, query) => (query?.queryKey[2] === orderId ? previous : undefined),
    }),
  /** Every confirm (price) of a checkout: read again when its coupons changed elsewhere. */
  confirmAll: ['order', 'confirm'] as const,
  confirm: (body: ConfirmBody, enabled: boolean) =>
    queryOptions({
      queryKey: ['order', 'confirm', body] as const,
      queryFn: () => confirmOrder(body),
      enabled,
      // A changed coupon selection keeps the last prices on screen while the new ones load.
      placeholderData: keepPreviousData,
    }),
  deliveryTimes: (sid: number | null, orderType: OrderType, lang: Language) =>
    queryOptions({
      queryKey: ['store', 'deliveryTime', sid, orderType, lang] as const,
      queryFn: ({ signal }) => fetchDeliveryTimes(sid as number, orderType, lang, signal),
      enabled: sid !== null,
    }),
}

export const refundQueries = {
  reasons: (lang: Language) =>
    queryOptions({ queryKey: ['refund', 'reasons', lang] as const, queryFn: ({ signal }) => fetchRefundReasons(lang, signal) }),
  /** The amount a refund of these lines (or of the whole order) would return. */
  calc: (orderId: string | null, lines: { lineId: number; num: number }[] | undefined, enabled: boolean) =>
    queryOptions({
      queryKey: ['refund', 'calc', orderId, lines ?? 'whole'] as const,
      queryFn: () => calcRefund(orderId as string, lines),
      enabled: !!orderId && enabled,
    }),
}

export function useOrderDetail(orderId: string | null) {
  const session = useSession()
  const lang = useLanguage()
  return useQuery(orderQueries.detail(isMemberWithPhone(session) ? session.memberId : null, orderId, lang))
}

export function useOrders(tab: OrderTab) {
  const session = useSession()
  const lang = useLanguage()
  return useQuery(orderQueries.list(isMemberWithPhone(session) ? session.memberId : null, tab, lang))
}

export function usePayTypes(orderId: string | null, parts = 1) {
  return useQuery(orderQueries.payTypes(orderId, useLanguage(), parts))
}

export function useDeliveryTimes(sid: number | null, orderType: OrderType) {
  return useQuery(orderQueries.deliveryTimes(sid, orderType, useLanguage()))
}

export function useOrderBySerial(ordersn: string) {
  return useQuery(orderQueries.bySerial(ordersn, useLanguage()))
}

export function useRefunds(orderId: string | null) {
  return useQuery(orderQueries.refunds(orderId, useLanguage()))
}

export function useRefundReasons() {
  return useQuery(refundQueries.reasons(useLanguage()))
}

export function useRefundAmount(orderId: string | null, lines: { lineId: number; num: number }[] | undefined, enabled: boolean) {
  return useQuery(refundQueries.calc(orderId, lines, enabled))
}

export function useOrderConfirm(body: ConfirmBody, enabled: boolean) {
  return useQuery(orderQueries.confirm(body, enabled))
}

// ---- Mutations: each owns what it makes stale. A failure toasts the server's message (the
// query client's default) unless the hook says the page explains it itself (meta.toast false).

/**
 * Reads every order again (lists, details, pay types) after one changed, and the member's figures
 * an order's money moves (points, balance).
 */
export function useRefreshOrders() {
  const client = useQueryClient()
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: orderQueries.all })
    void client.invalidateQueries({ queryKey: memberQueries.all })
  }, [client])
}

/**
 * Submits the checkout with its idempotency key. The page says what went wrong itself (a lost
 * answer asks to try again with the same key; a used-up coupon is re-priced), so no default toast.
 * A submitted order is attributed to the visit's promotion, if any, without waiting.
 */
export function useSubmitOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: SubmitInput; idempotencyKey: string }) => submitOrder(input, idempotencyKey),
    onSuccess: (order) => {
      void attributeOrder(order.order_id)
      void client.invalidateQueries({ queryKey: cartQueries.all })
      void client.invalidateQueries({ queryKey: orderQueries.all })
    },
    meta: { toast: false },
  })
}

export function usePayOrder() {
  const refresh = useRefreshOrders()
  return useMutation({ mutationFn: payOrder, onSuccess: refresh })
}

export function useCreateRefund() {
  const refresh = useRefreshOrders()
  return useMutation({ mutationFn: createRefund, onSuccess: refresh })
}

/** Cancel, confirm receipt (`end`) or delete an order. */
export function useOrderAction() {
  const refresh = useRefreshOrders()
  return useMutation({
    mutationFn: ({ action, orderId }: { action: 'cancel' | 'end' | 'delete'; orderId: string }) => orderAction(action, orderId),
    onSuccess: refresh,
  })
}

/** 催單: the page shows the refusals (not late yet, chased a moment ago) in a dialog itself. */
export function useRemindOrder() {
  return useMutation({ mutationFn: remindOrder, meta: { toast: false } })
}

/** "Order again": the answer is the cart as `/v1/cart/list` gives it, so the menu shows it without another call. */
export function useOrderAgainMutation() {
  const client = useQueryClient()
  const lang = useLanguage()
  return useMutation({
    mutationFn: orderAgain,
    onSuccess: (answer) => client.setQueryData(cartQueries.list(cartOwner(currentSession()), answer.sid, answer.orderType, lang).queryKey, answer.cart),
  })
}
