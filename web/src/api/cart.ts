import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { ApiError, request } from './client'
import { menuQueries } from './menu'
import { useSession, type Session } from './session'
import type { OrderType } from './types'

/** The server cart (docs/API.md "Cart"): one per member or visitor and store, re-validated on every answer. */
export interface ServerCartLine {
  id: number
  goods_id: number
  option_id: number
  cid: number
  name: string
  image: string
  goods_type: number
  optionName: string
  attrs: number[]
  attrNames: string[]
  package: { group_id: number; goods_id: number; option_id: number }[]
  packageNames: string[]
  /** The full recipe in the reader's language ("凍、少甜、港式奶茶（凍）"). */
  detail?: string
  num: number
  unitnum: number
  limitObj: { limitNum: number }
  price: string
  old_price: string
  box_price: string
  total_price: string
  total_old_price: string
  packBag: number
  selected: 0 | 1
  available: boolean
  problem: string
  problemText: string
  /** Set when the line came with a coupon (`kind:couponCode`, e.g. `exchange:C7Q2M9XK`); empty otherwise. */
  couponKey?: string
  /** A table dish's memo for the kitchen ("少冰"); dishes with different memos are separate lines. */
  memo?: string
}

/** The coupon a line came with (docs/API.md "Goods taken with a coupon"), or null for an ordinary line. */
export function lineCouponCode(line: Pick<ServerCartLine, 'couponKey'>): string | null {
  const key = line.couponKey ?? ''
  const code = key.slice(key.indexOf(':') + 1)
  return code === '' ? null : code
}

/** How a line came with its coupon: exchange goods (80, 90) or a gift (30 `gift`, 110 `stepgift`); null for an ordinary line. */
export function lineCouponKind(line: Pick<ServerCartLine, 'couponKey'>): 'exchange' | 'gift' | null {
  if (lineCouponCode(line) === null) return null
  const kind = (line.couponKey ?? '').split(':')[0]
  return kind === 'gift' || kind === 'stepgift' ? 'gift' : 'exchange'
}

/**
 * The choices of a line in one row: specification, attributes, set components. The server's own
 * wording when it sent one (the same text checkout, the order and the kitchen show).
 */
export function lineDetails(line: Pick<ServerCartLine, 'optionName' | 'attrNames' | 'packageNames' | 'detail'>): string {
  if (line.detail !== undefined) return line.detail
  return [line.optionName, ...(line.attrNames ?? []), ...(line.packageNames ?? [])].filter(Boolean).join(' / ')
}

export interface ServerCart {
  sid: number
  orderType: OrderType
  num: number
  selectedNum: number
  currentPackBag: number
  /** goods and box fees (the seed's meaning) */
  price: string
  /** what checkout charges before coupons: goods, boxes, bag and delivery fee */
  total?: string
  originPrice: string
  no_pack_price: string
  box_price: string
  bag_fee: string
  delivery_fee: string
  categoryNumData: Record<string, number>
  goodsNumData: Record<string, number>
  problems: { id: number; goods_id: number; name: string; message: string }[]
  data: ServerCartLine[]
}

export interface CartAddBody {
  goods_id: number
  option_id?: number
  attrs?: number[]
  package?: { group_id: number; goods_id: number; option_id: number }[]
  num?: number
  cid?: number
  price?: string
  /** Ties the line to this coupon of the member (exchange goods or a gift, docs/API.md "Coupons at checkout"). */
  couponCode?: string
}

export interface CartSwitchAnswer extends ServerCart {
  dropped?: { goods_id: number; name: string; reason: string }[]
}

export type CartAction = 'add' | 'reduce' | 'update' | 'select' | 'truncate'

export function fetchCart(sid: number, orderType: OrderType, lang: Language, signal?: AbortSignal) {
  return request<ServerCart>('/v1/cart/list', { query: { sid, orderType }, lang, signal })
}

export function cartAction(action: CartAction, sid: number, orderType: OrderType, body: object = {}) {
  return request<ServerCart>(`/v1/cart/${action}`, { method: 'POST', body: { ...body, sid, orderType } })
}

export function switchCart(fromSid: number, sid: number, orderType: OrderType) {
  return request<CartSwitchAnswer>('/v1/cart/switch', { method: 'POST', body: { fromSid, sid, orderType } })
}

/** The cart belongs to the session: a member's id, or the visitor's token. */
export function cartOwner(session: Session): string {
  return session.memberId !== null ? `m${session.memberId}` : `v${session.token ?? ''}`
}

export const cartQueries = {
  all: ['cart'] as const,
  list: (owner: string, sid: number | null, orderType: OrderType, lang: Language) =>
    queryOptions({
      queryKey: ['cart', owner, sid, orderType, lang] as const,
      queryFn: ({ signal }) => fetchCart(sid as number, orderType, lang, signal),
      enabled: sid !== null,
    }),
}

export function useServerCart(sid: number | null, orderType: OrderType) {
  const session = useSession()
  const lang = useLanguage()
  const options = cartQueries.list(cartOwner(session), sid, orderType, lang)
  const query = useQuery(options)
  const client = useQueryClient()
  /** Puts an answer of a cart call in place of the cached cart. */
  const put = (cart: ServerCart) => client.setQueryData(options.queryKey, cart)
  return { query, put }
}

/** Cart error codes whose message the customer should read (docs/API.md): shown as toasts. */
export const CART_TOAST_CODES: readonly number[] = [30010, 30011, 30012, 30013]
/** 30013: the price changed; the cart and the menu are fetched again. */
export const CART_PRICE_CHANGED = 30013

export interface CartActionInput {
  sid: number
  orderType: OrderType
  action: CartAction
  body?: object
}

/**
 * A cart call (add, reduce, update, select, truncate). Its answer is the whole cart and replaces
 * the cached one; a failure toasts the server's message (30010–30013 are written for the customer),
 * and a changed price (30013) fetches the menu and the cart again.
 */
export function useCartAction() {
  const session = useSession()
  const lang = useLanguage()
  const client = useQueryClient()
  const keyOf = ({ sid, orderType }: CartActionInput) => cartQueries.list(cartOwner(session), sid, orderType, lang).queryKey
  return useMutation({
    mutationFn: ({ sid, orderType, action, body }: CartActionInput) => cartAction(action, sid, orderType, body),
    onSuccess: (cart, input) => client.setQueryData(keyOf(input), cart),
    onError: (error, input) => {
      if (!(error instanceof ApiError && error.code === CART_PRICE_CHANGED)) return
      void client.invalidateQueries({ queryKey: menuQueries.all })
      void client.invalidateQueries({ queryKey: keyOf(input), exact: true })
    },
  })
}

/** Moves the cart to another store (the delivery address chose it); every cached cart is read again. */
export function useSwitchCart() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ fromSid, sid, orderType }: { fromSid: number; sid: number; orderType: OrderType }) => switchCart(fromSid, sid, orderType),
    onSuccess: () => client.invalidateQueries({ queryKey: cartQueries.all }),
  })
}
