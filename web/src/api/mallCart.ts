import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { request } from './client'
import { mallKey, type MallItem } from './mall'
import { useMemberId } from './session'

/**
 * The points mall's cart (issue 19): goods only (a coupon package is exchanged on its own), at
 * most 20 lines, kept on the server per member. Setting a line answers the whole cart.
 */

export interface MallCartLine {
  itemId: number
  quantity: number
  item: MallItem
}

export interface MallCart {
  /** Lines of items taken off sale are dropped by the server. */
  lines: MallCartLine[]
  /** The whole cart's points and cash part (dollars). */
  points: number
  cash: number | string
  balance: number
}

/** The server's cap on a cart's lines, and on one line's quantity. */
export const MAX_CART_LINES = 20
export const MAX_LINE_QUANTITY = 99

export const fetchMallCart = (lang: Language, signal?: AbortSignal) => request<MallCart>('/v1/mall/cart', { lang, signal })
/** Sets a line to `quantity` (0 removes it). */
export const setMallCartLine = (line: { itemId: number; quantity: number }, lang?: Language) =>
  request<MallCart>('/v1/mall/cart', { method: 'POST', body: line, lang })

export const mallCartQueries = {
  cart: (memberId: number | null, lang: Language) =>
    queryOptions({
      queryKey: [...mallKey(memberId), 'cart', lang] as const,
      queryFn: ({ signal }) => fetchMallCart(lang, signal),
      enabled: memberId !== null,
    }),
}

/** The member's mall cart (nothing for a visitor). */
export function useMallCart() {
  return useQuery(mallCartQueries.cart(useMemberId(), useLanguage()))
}

/**
 * Sets one line; the answer replaces the cart shown. A refusal (a package, the 20-line cap, an
 * item gone) toasts the server's words (the query client).
 */
export function useSetMallCartLine() {
  const client = useQueryClient()
  const memberId = useMemberId()
  const lang = useLanguage()
  return useMutation({
    mutationFn: (line: { itemId: number; quantity: number }) => setMallCartLine(line, lang),
    onSuccess: (cart) => client.setQueryData(mallCartQueries.cart(memberId, lang).queryKey, cart),
  })
}
