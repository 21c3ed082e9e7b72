import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import type { ServerCartLine } from './cart'
import { request } from './client'
import { readConfirm, type OrderConfirm, type OrderStatus, type OrderSummary } from './order'
import { useMemberId } from './session'

/**
 * Dine-in by table code, `/v1/DinnerOrder/*` (docs/API.md "Dine-in tables", "Table ordering",
 * spec 001 §3, §4). Everyone at a table, visitors too, shares one list; paying needs a member.
 */
/** A dish of a round; `share` when a diner's share of the bill took it (paid, or waiting for its payer). */
export type TableDish = ServerCartLine & { share?: { paid: boolean } }

export interface TableRound {
  round: number
  items: TableDish[]
  /** When the round went to the kitchen, and when the kitchen served it (null until then). */
  sentAt?: number | null
  servedAt?: number | null
}

export interface TableDetail {
  sid: number
  tableNo: string
  status: string
  rounds: TableRound[]
  /** What is left to pay of everything sent to the kitchen (dishes in diners' shares are not in it). */
  price: string
  num: number
  unconfirmed: ServerCartLine[]
  unconfirmedPrice: string
  /** The table's order once someone started paying. */
  order?: { order_id: string; status: OrderStatus } | null
  /** The round just sent (orderDishes): 0 when a large round waits for a second diner instead. */
  round?: number
  /**
   * A diner asked to send a round larger than the store's size (default 20 units): it goes to the
   * kitchen when another diner sends it too (orderDishes) or the staff do; any change voids the ask.
   */
  awaitingConfirmation?: boolean
  /** The waiting large round is the caller's own ask (their send would only ask again). */
  askedByYou?: boolean
  /** The bill's shares so far: each diner who paid (or is paying) for some dishes; only the reader's own has its order. */
  shares?: TableShare[]
  /** What the shares came to. */
  sharesPrice?: string
  /** The table's bill split equally (AA) while its parts are being paid; null otherwise. */
  split?: TableSplit | null
}

/** A bill split equally: each diner at the table pays a part (one payment each, one or more parts). */
export interface TableSplit {
  people: number
  /** Parts paid or being paid (a card payment the gateway has not answered yet). */
  taken: number
  paidParts: number
  paidPrice: string
  /** One part (the last one may carry the odd cent). */
  partPrice: string
  price: string
  payers: { parts: number; price: string; paid: boolean; yours: boolean }[]
  /** The reader's own payment, if they made one. */
  yours: { parts: number; price: string; paid: boolean } | null
  /** The reader split the bill: they may call it off (every part paid goes back). */
  startedByYou: boolean
}

export interface TableShare {
  paid: boolean
  yours: boolean
  price: string
  num: number
  orderNo?: string
}

/** Some units of one of the table's dishes: a diner's share of the bill. */
export interface ShareLine {
  lineId: number
  num: number
}

export interface ShopTable {
  sid: number
  tableNo: string
  seats: number
}

export interface DishInput {
  goods_id: number
  option_id?: number
  /** Flavours and stuffings: the dish's attribute values. */
  attrs?: number[]
  /** A meal set's choices: one pick per group, as the cart takes them. */
  package?: { group_id: number; goods_id: number; option_id: number }[]
  num?: number
  /** For the kitchen, at most 30 characters (docs/API.md "Table ordering"). */
  memo?: string
}

/** Dine-in codes (docs/API.md). */
export const TABLE_UNKNOWN = 34001
export const TABLE_NOT_OPEN = 34002
export const TABLE_NOTHING_TO_SEND = 34003
export const TABLE_BEING_PAID = 34004
/** The table's code was not scanned (or was reprinted): its token is missing or old. */
export const TABLE_SCAN_AGAIN = 34006
/** The caller's session has not joined this table (e.g. it changed since, by logging in): openTable first. */
export const TABLE_JOIN_FIRST = 34007

/** A table as its calls name it: the store, the table and the token of its QR code. */
export type TableKey = { sid: number; table_id: string; tk: string }

export function fetchShopTable(key: TableKey, lang: Language, signal?: AbortSignal) {
  return request<ShopTable>('/v1/DinnerOrder/queryShopTable', { query: key, lang, signal })
}

/** A dish found by the code printed on the menu ("A01", "B01C"): getSkuIdByCode (docs/API.md "Table ordering"). */
export interface DishByCode {
  goodsId: number
  /** The specification the code names (a drink hot or iced); 0 for the goods itself. */
  skuId: number
  name: string
  specName?: string
  hasSpecs?: boolean
  price?: string
  status?: number
  statusText?: string
}

export function fetchDishByCode(sid: number, code: string, lang: Language) {
  return request<DishByCode>('/v1/DinnerOrder/getSkuIdByCode', { query: { sid, code }, lang })
}

export function openTable(key: TableKey) {
  return request<TableDetail>('/v1/DinnerOrder/openTable', { method: 'POST', body: key })
}

export function fetchTableDetail(key: TableKey, lang: Language, signal?: AbortSignal) {
  return request<TableDetail>('/v1/DinnerOrder/queryTableDetail', { query: key, lang, signal })
}

export function addDish(key: TableKey, dish: DishInput) {
  return request<TableDetail>('/v1/DinnerOrder/addDish', { method: 'POST', body: { ...key, ...dish } })
}

export function updateDish(key: TableKey, lineId: number, num: number) {
  return request<TableDetail>('/v1/DinnerOrder/updateDish', { method: 'POST', body: { ...key, lineId, num } })
}

export function orderDishes(key: TableKey) {
  return request<TableDetail>('/v1/DinnerOrder/orderDishes', { method: 'POST', body: key })
}

/** What the payer chose for the table's bill: points, and coupons (absent: the best chosen for them; [] none). */
export interface TableBillChoice {
  usePoints?: 1
  couponCodes?: string[]
  /** Only these dishes (the payer's share of the bill); absent: the whole table (what is left of it). */
  lines?: ShareLine[]
}

/** Paying the table: as chosen, or split equally among `people` (2 to 20) who each pay a part. */
export type TablePrePayInput = TableKey & TableBillChoice & { areaCode: string; phone: string; note?: string; people?: number }

/** The table's bill as a checkout prices it for the member about to pay (their points offer and coupons). */
export function tableConfirm(key: TableKey & TableBillChoice) {
  return request<OrderConfirm>('/v1/DinnerOrder/tableConfirm', { method: 'POST', body: key }).then(readConfirm)
}

/** The table's bill priced for the payer, again whenever the points or coupons chosen change. */
export function useTableConfirm(key: TableKey, choice: TableBillChoice, enabled: boolean) {
  const memberId = useMemberId()
  const body = { ...key, ...choice }
  return useQuery({
    queryKey: ['member', memberId, 'tableConfirm', body] as const,
    queryFn: () => tableConfirm(body),
    enabled: enabled && memberId !== null,
    placeholderData: keepPreviousData,
  })
}

export function tablePrePay(key: TablePrePayInput, idempotencyKey: string) {
  return request<OrderSummary>('/v1/DinnerOrder/tablePrePay', { method: 'POST', body: key, headers: { 'Idempotency-Key': idempotencyKey } })
}

export function cancelTablePayment(key: TableKey) {
  return request<TableDetail>('/v1/DinnerOrder/cancelPayOrder', { method: 'POST', body: key })
}

export const dineQueries = {
  shopTable: (key: TableKey, lang: Language) =>
    queryOptions({
      queryKey: ['dine', 'table', key.sid, key.table_id, key.tk, lang] as const,
      queryFn: ({ signal }) => fetchShopTable(key, lang, signal),
      retry: false,
      staleTime: 60_000,
    }),
  /** The key of a table's detail: table calls put their answer there. */
  detailKey: (key: TableKey, lang: Language) => ['dine', 'detail', key.sid, key.table_id, key.tk, lang] as const,
  /** Re-read on focus; the table page polls it through its live channel's policy (features/dinein/useTable.ts). */
  detail: (key: TableKey, lang: Language) =>
    queryOptions({
      queryKey: dineQueries.detailKey(key, lang),
      queryFn: ({ signal }) => fetchTableDetail(key, lang, signal),
      refetchOnWindowFocus: 'always',
    }),
}

export function useShopTable(key: TableKey) {
  const lang = useLanguage()
  return useQuery(dineQueries.shopTable(key, lang))
}

// ---- Mutations. A failure toasts the server's message through the query client.

/**
 * A call that changes the table (add or change a dish, send a round, cancel the payment): its
 * answer is the whole table and replaces the cached detail. `call` is the caller's, so it may join
 * the table again and retry (see dineLogic's withRejoin).
 */
export function useTableCall() {
  const client = useQueryClient()
  const lang = useLanguage()
  return useMutation({
    mutationFn: ({ call }: { tableKey: TableKey; call: () => Promise<TableDetail> }) => call(),
    onSuccess: (answer, { tableKey }) => client.setQueryData(dineQueries.detailKey(tableKey, lang), answer),
  })
}

/** One member bills the whole table, with the attempt's idempotency key. */
export function useTablePrePay() {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: Parameters<typeof tablePrePay>[0]; idempotencyKey: string }) => tablePrePay(input, idempotencyKey),
  })
}
