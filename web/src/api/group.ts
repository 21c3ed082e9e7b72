import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import type { ServerCartLine } from './cart'
import { request } from './client'
import { readConfirm, type OrderConfirm, type OrderStatus, type OrderSummary } from './order'
import { attributeOrder } from './promotion'
import { isMemberWithPhone, useSession } from './session'
import type { ORDER_TYPE } from './types'

/**
 * Group (joint) orders, `/v1/spell/*` (docs/API.md "Group orders", spec 001 §3, §4, §7). Every
 * call needs a member with a phone; the server answers 401 to visitors, who log in first.
 */
export type GroupStatus = 'open' | 'submitting' | 'submitted' | 'cancelled'
/** 1 delivery, 2 pickup: a group order is never dine-in. */
export type GroupOrderType = typeof ORDER_TYPE.delivery | typeof ORDER_TYPE.pickup

export interface GroupParticipant {
  uid: number
  pack_bag: number
  nickname: string
  isMine: boolean
  isLauncher: boolean
  /** 2 once the person said they have chosen. */
  choiceStatus: number
}

export interface GroupOrderRef {
  order_id: string
  status: OrderStatus
  /** What the payer is asked for (or paid), coupons and fees included. */
  payable?: string
}

export interface GroupInfo {
  uniqueId: string
  sid: number
  order_type: GroupOrderType
  status: GroupStatus
  version: number
  participants: GroupParticipant[]
  isLauncher: boolean
  maxParticipants: number
  order?: GroupOrderRef | null
}

/** One person's pocket of the shared cart. */
export interface GroupPocket extends GroupParticipant {
  cart_data: ServerCartLine[]
  subtotal: string
}

export interface GroupGoodsDetail {
  uniqueId: string
  sid: number
  uid: number
  status: GroupStatus
  version: number
  spellList: GroupPocket[]
  price: string
  num: number
  delivery_fee: string
  bag_fee: string
  order: GroupOrderRef | null
}

export interface OpenGroup {
  uid: number
  uniqueId: string
  sid: number
  order_type: GroupOrderType
}

export interface GroupCartItem {
  goods_id: number
  option_id?: number
  attrs?: number[]
  num?: number
}

/** Group codes (docs/API.md). */
export const GROUP_NOT_FOUND = 33001
export const GROUP_CLOSED = 33002
export const GROUP_FULL = 33003
export const GROUP_ONLY_LAUNCHER = 33004
export const GROUP_NOT_YOURS = 33005
export const GROUP_NO_MEAL_SETS = 33006
export const GROUP_ALREADY_OPEN = 33007

export function createGroup(input: { sid: number; order_type: GroupOrderType; address_id?: number }) {
  return request<GroupInfo>('/v1/spell/create', { method: 'POST', body: input })
}

export function joinGroup(uniqueId: string) {
  return request<GroupInfo>('/v1/spell/join', { method: 'POST', body: { uniqueId } })
}

export function checkOpenGroup() {
  return request<OpenGroup | null>('/v1/spell/check', { method: 'POST', body: {} })
}

export function fetchGroupInfo(uniqueId: string, lang: Language, signal?: AbortSignal) {
  return request<GroupInfo>('/v1/spell/info', { query: { uniqueId }, lang, signal })
}

export function fetchGroupVersion(uniqueId: string, signal?: AbortSignal) {
  return request<{ version: number; status: GroupStatus }>('/v1/spell/version', { query: { uniqueId }, signal })
}

export function fetchGroupGoods(uniqueId: string, lang: Language, signal?: AbortSignal) {
  return request<GroupGoodsDetail>('/v1/spell/goodsDetail', { query: { uniqueId }, lang, signal })
}

export function setChoiceStatus(uniqueId: string, status: number) {
  return request<null>('/v1/spell/choiceStatus', { method: 'POST', body: { uniqueId, status } })
}

export function addToGroup(uniqueId: string, items: GroupCartItem[]) {
  return request<GroupGoodsDetail>('/v1/spell/addCart', { method: 'POST', body: { uniqueId, cart_data: items } })
}

export function updateGroupLine(uniqueId: string, lineId: number, num: number) {
  return request<GroupGoodsDetail>('/v1/spell/updateCart', { method: 'POST', body: { uniqueId, lineId, num } })
}

export function leaveGroup(uniqueId: string) {
  return request<null>('/v1/spell/out', { method: 'POST', body: { uniqueId } })
}

export function cancelGroup(uniqueId: string) {
  return request<null>('/v1/spell/cancel', { method: 'POST', body: { uniqueId } })
}

/** Launcher only: the group cart priced as `/v1/order/confirm` prices a cart, with the launcher's coupons. */
export function confirmGroup(body: { uniqueId: string; reservedAt?: number; couponCodes?: string[]; usePoints?: 1 }) {
  return request<OrderConfirm>('/v1/spell/confirm', { method: 'POST', body }).then(readConfirm)
}

/** `couponCodes`: what the last confirm priced (absent means none). */
export function submitGroup(input: { uniqueId: string; areaCode: string; phone: string; note?: string; couponCodes?: string[]; usePoints?: 1 }, idempotencyKey: string) {
  return request<OrderSummary>('/v1/spell/submit', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } })
}

/** How often a submitted group re-reads its order's status. */
export const SUBMITTED_STATUS_POLL_MS = 5000

export const groupQueries = {
  /** Every confirm (price) of the group's checkout: read again when its coupons changed elsewhere. */
  confirmAll: ['group', 'confirm'] as const,
  /** Priced again whenever someone changes the pockets (the version) or the coupons change. */
  confirm: (body: { uniqueId: string; couponCodes?: string[] }, version: number, enabled: boolean) =>
    queryOptions({
      queryKey: ['group', 'confirm', body, version] as const,
      queryFn: () => confirmGroup(body),
      enabled,
      placeholderData: keepPreviousData,
    }),
  info: (memberId: number | null, uniqueId: string | null, lang: Language) =>
    queryOptions({
      queryKey: ['group', 'info', memberId, uniqueId, lang] as const,
      queryFn: ({ signal }) => fetchGroupInfo(uniqueId as string, lang, signal),
      enabled: memberId !== null && uniqueId !== null,
      staleTime: Infinity,
    }),
  goods: (memberId: number | null, uniqueId: string | null, lang: Language) =>
    queryOptions({
      queryKey: ['group', 'goods', memberId, uniqueId, lang] as const,
      queryFn: ({ signal }) => fetchGroupGoods(uniqueId as string, lang, signal),
      enabled: memberId !== null && uniqueId !== null,
      retry: false,
      // No group event follows the order's payment: a submitted group re-reads its order status.
      refetchInterval: (query) => {
        const data = query.state.data
        const settled = data?.order?.status === 'finished' || data?.order?.status === 'cancelled'
        return data?.status === 'submitted' && !settled ? SUBMITTED_STATUS_POLL_MS : false
      },
    }),
}

/** The group's pockets as this member sees them; refetched by the live channel. */
export function useGroupGoods(uniqueId: string | null) {
  const session = useSession()
  const lang = useLanguage()
  return useQuery(groupQueries.goods(isMemberWithPhone(session) ? session.memberId : null, uniqueId, lang))
}

/** The group's store and order type (they never change). */
export function useGroupInfo(uniqueId: string | null) {
  const session = useSession()
  const lang = useLanguage()
  return useQuery(groupQueries.info(isMemberWithPhone(session) ? session.memberId : null, uniqueId, lang))
}

export function useGroupConfirm(body: { uniqueId: string; couponCodes?: string[] }, version: number, enabled: boolean) {
  return useQuery(groupQueries.confirm(body, version, enabled))
}

// ---- Mutations. A failure toasts the server's message through the query client, unless the
// hook says the page explains it itself (meta.toast false).

/** The member's own pocket: each answer is the whole group's goods detail and replaces the cached one. */
function usePutGroupGoods() {
  const client = useQueryClient()
  const session = useSession()
  const lang = useLanguage()
  return (uniqueId: string, answer: GroupGoodsDetail) => client.setQueryData(groupQueries.goods(session.memberId, uniqueId, lang).queryKey, answer)
}

export function useAddToGroup() {
  const put = usePutGroupGoods()
  return useMutation({
    mutationFn: ({ uniqueId, items }: { uniqueId: string; items: GroupCartItem[] }) => addToGroup(uniqueId, items),
    onSuccess: (answer, { uniqueId }) => put(uniqueId, answer),
  })
}

export function useUpdateGroupLine() {
  const put = usePutGroupGoods()
  return useMutation({
    mutationFn: ({ uniqueId, lineId, num }: { uniqueId: string; lineId: number; num: number }) => updateGroupLine(uniqueId, lineId, num),
    onSuccess: (answer, { uniqueId }) => put(uniqueId, answer),
  })
}

/** The launcher cancels the group, or a participant leaves it. */
export function useCloseGroup() {
  return useMutation({ mutationFn: ({ uniqueId, launcher }: { uniqueId: string; launcher: boolean }) => (launcher ? cancelGroup(uniqueId) : leaveGroup(uniqueId)) })
}

/** The page offers the member's open group when the server refuses a second one (GROUP_ALREADY_OPEN). */
export function useCreateGroup() {
  return useMutation({ mutationFn: createGroup, meta: { toast: false } })
}

/**
 * Submits the group's order with its idempotency key; the page says what went wrong (a used-up
 * coupon is re-priced). The launcher's order is attributed to the visit's promotion, if any.
 */
export function useSubmitGroup() {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: Parameters<typeof submitGroup>[0]; idempotencyKey: string }) => submitGroup(input, idempotencyKey),
    onSuccess: (order) => void attributeOrder(order.order_id),
    meta: { toast: false },
  })
}
