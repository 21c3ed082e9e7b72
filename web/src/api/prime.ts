import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useLanguage } from '../i18n'
import { request } from './client'
import { useMemberId } from './session'
import { nextPageOf, type Page } from './types'

/** The Privilege Pass and product orders (docs/API.md "Privilege Pass", "Product orders"). Money in dollars. */

export interface PrimePlan {
  id: number
  name: string
  days: number
  price: string
  /** Shown struck through; null: none. */
  originalPrice: string | null
  /** A member's orders of it; 0: no limit. */
  purchaseLimit: number
  /** For a member: how many more they may buy; null: no limit (or a visitor asking). */
  remaining: number | null
}

/** A privilege item: goods the pass holder may have at `memberPrice` once a day (memberPrimeOptionId). */
export interface PrimeItem {
  id: number
  goodsId: number
  name: string
  image: string
  price: string
  memberPrice: string
}

export interface PrimePass {
  id: number
  name: string
  benefits: string[]
  agreement: string
  /** The card's colour (#rrggbb), or "". */
  color: string
  plans: PrimePlan[]
  items: PrimeItem[]
}

/** The pass a member holds (or held: `active` false once it ended). */
export interface MemberPrime {
  primeId: number
  primeName: string | null
  primeOrderNo: string
  startedAt: number
  /** The last moment it is valid (the end of a Hong Kong day). */
  expiresAt: number
  active: boolean
}

export interface PrimeInfo {
  onSale: boolean
  list: PrimePass[]
  member: MemberPrime | null
}

export type ProductKind = 'recharge' | 'prime' | 'pack' | 'rights' | 'giftcard' | 'mall'

/** Refunded: to the card; refunded_to_wallet: the card could not take it back. */
export type ProductStatus = 'paying' | 'paid' | 'failed' | 'closed' | 'refunding' | 'refunded' | 'refunded_to_wallet'

/** The order list's tag for a product order that was paid. */
export const PRODUCT_STATUS_LABEL: Partial<Record<ProductStatus, 'orders.productPaid' | 'orders.productRefunding' | 'orders.productRefunded' | 'orders.productRefundedToWallet'>> = {
  paid: 'orders.productPaid',
  refunding: 'orders.productRefunding',
  refunded: 'orders.productRefunded',
  refunded_to_wallet: 'orders.productRefundedToWallet',
}

/** Something bought besides a meal: a top-up, a pass. */
export interface ProductOrder {
  orderNo: string
  kind: ProductKind
  productId: number | null
  quantity: number
  title: string
  amount: string
  status: ProductStatus
  channel: string
  createdAt: number
  paidAt: number | null
  refundedAt: number | null
}

export const PRODUCT_PAGE_SIZE = 20

export const fetchPrimeInfo = (signal?: AbortSignal) => request<PrimeInfo>('/v1/memberPrime/info', { signal })
export const fetchPrimeOrder = (orderNo: string, signal?: AbortSignal) => request<ProductOrder>('/v1/memberPrime/order', { query: { orderNo }, signal })
/** `kind` null: every kind's (the receipts' order picker). */
export const fetchProductOrders = (kind: ProductKind | null, pageNum: number, signal?: AbortSignal) =>
  request<Page<ProductOrder>>('/v1/purchase/orders', { query: { kind: kind ?? undefined, pageNum, pageSize: PRODUCT_PAGE_SIZE }, signal })
/** Starts paying for a plan by card: send the payer to `payUrl`. The key makes a retry the same order. */
export const startPrime = (planId: number, successUrl: string, idempotencyKey: string) =>
  request<{ orderNo: string; payUrl: string }>('/v1/memberPrime/order', {
    method: 'POST',
    body: { planId, agreed: true, success_url: successUrl },
    headers: { 'Idempotency-Key': idempotencyKey },
  })

/** The passes on sale and the caller's own, in the page's language. */
export function usePrimeInfo() {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({ queryKey: ['member', memberId, 'prime', 'info', lang] as const, queryFn: ({ signal }) => fetchPrimeInfo(signal) })
}

/** A pass order being paid: asked again every 2 s until the gateway's answer is in. */
export function usePrimeOrder(orderNo: string | null) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({
    queryKey: ['member', memberId, 'prime', 'order', orderNo, lang] as const,
    queryFn: ({ signal }) => fetchPrimeOrder(orderNo as string, signal),
    enabled: memberId !== null && !!orderNo,
    refetchInterval: (query) => (query.state.data?.status === 'paying' ? 2000 : false),
  })
}

/** The member's paid orders of a kind (null: of every kind), newest first (the order list's tabs). */
export function useProductOrders(kind: ProductKind | null) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useInfiniteQuery({
    queryKey: ['member', memberId, 'products', kind, lang] as const,
    queryFn: ({ pageParam, signal }) => fetchProductOrders(kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
  })
}
