import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useLanguage } from '../i18n'
import { request } from './client'
import type { CouponTemplateView } from './coupons'
import type { ProductOrder } from './prime'
import { useMemberId } from './session'
import { nextPageOf, type Page } from './types'

/** Equity (rights) cards (docs/API.md "Equity cards"): coupons released on a schedule. Money in dollars. */

export interface RightsCard {
  id: number
  /** `discount`: one discount coupon a day, valid that day (docs/decisions/0039); `bundle`: a schedule of coupons. */
  kind: RightsCardKind
  name: string
  description: string[]
  agreement: string
  color: string
  price: string
  originalPrice: string | null
  perMemberLimit: number
  remaining: number | null
  onSale: boolean
  couponsTotal: number
  benefits: { templateId: number; count: number; times: number; everyDays: number; coupon: CouponTemplateView }[]
}

export interface MyRightsCard {
  id: number
  cardId: number
  orderNo: string
  name: string
  /** `giving`: behind a gift link until a friend claims it, it is withdrawn, or 24 h pass. */
  status: 'active' | 'giving' | 'refunded'
  /** A friend's gift (not passed on); whether it can be given now. */
  received: boolean
  giftable: boolean
  createdAt: number
  /** Coupons that came, and all it gives. */
  released: number
  total: number
  next: { dueAt: number; count: number } | null
  releases?: { seq: number; templateId: number; couponName: string; count: number; dueAt: number; releasedAt: number | null }[]
}

/** A card given to a friend, as its link or the giver's records show it (docs/decisions/0036). */
export interface RightsGift {
  giftId: number
  status: 'pending' | 'claimed' | 'withdrawn' | 'returned'
  createdAt: number
  expiresAt: number
  /** What the friend gets: the coupons still to come (or, once claimed, theirs). */
  card: MyRightsCard
  giverNickname?: string
  mine?: boolean
}

/** A page of the brand's about a member benefit (`/v1/customRights/content/*`); `content` is rich text. */
export interface RightsContent {
  id: number
  title: string
  summary: string
  color: string
  cardId: number | null
  updateTime: number
  content?: string
}

export type RightsCardKind = 'bundle' | 'discount'

export const RIGHTS_PAGE_SIZE = 20

export const fetchRightsCards = (signal?: AbortSignal, kind?: RightsCardKind) =>
  request<{ onSale: boolean; list: RightsCard[] }>('/v1/right/cards', { query: { kind }, signal })

/** The member's cards of one kind, the 50 newest. */
export const fetchMyRightsCardsOfKind = (kind: RightsCardKind, signal?: AbortSignal) =>
  request<Page<MyRightsCard>>('/v1/right/mine', { query: { kind }, signal })
export const fetchRightsCard = (id: number, signal?: AbortSignal) => request<RightsCard>('/v1/right/card', { query: { id }, signal })
export const fetchRightsOrder = (orderNo: string, signal?: AbortSignal) => request<ProductOrder>('/v1/right/order', { query: { orderNo }, signal })
export const fetchMyRightsCards = (pageNum: number, signal?: AbortSignal) =>
  request<Page<MyRightsCard>>('/v1/right/mine', { query: { pageNum, pageSize: RIGHTS_PAGE_SIZE }, signal })
export const fetchMyRightsCard = (id: number, signal?: AbortSignal) => request<MyRightsCard>('/v1/right/mine/detail', { query: { id }, signal })
/** Starts paying for a card by card, its agreement read: send the payer to `payUrl`. */
export const startRights = (cardId: number, successUrl: string, idempotencyKey: string) =>
  request<{ orderNo: string; payUrl: string }>('/v1/right/order', {
    method: 'POST',
    body: { cardId, agreed: true, success_url: successUrl },
    headers: { 'Idempotency-Key': idempotencyKey },
  })

export const giveRightsCard = (id: number) => request<{ token: string; url: string; expiresAt: number }>('/v1/right/give', { method: 'POST', body: { id } })
export const withdrawRightsGift = (id: number) => request<MyRightsCard>('/v1/right/gift/withdraw', { method: 'POST', body: { id } })
export const receiveRightsGift = (token: string) => request<MyRightsCard>('/v1/right/gift/receive', { method: 'POST', body: { token } })
export const fetchRightsGift = (token: string, signal?: AbortSignal) => request<RightsGift>('/v1/right/gift', { query: { token }, signal })
export const fetchRightsGifts = (pageNum: number, signal?: AbortSignal) =>
  request<Page<RightsGift>>('/v1/right/gifts', { query: { pageNum, pageSize: RIGHTS_PAGE_SIZE }, signal })

export const fetchRightsContents = (signal?: AbortSignal) =>
  request<Page<RightsContent>>('/v1/customRights/content/page', { query: { pageNum: 1, pageSize: 50 }, signal })
export const fetchRightsContent = (id: number, signal?: AbortSignal) => request<RightsContent>(`/v1/customRights/content/${id}`, { signal })

export function useRightsContents() {
  const lang = useLanguage()
  return useQuery({ queryKey: ['rights', 'contents', lang] as const, queryFn: ({ signal }) => fetchRightsContents(signal), staleTime: 60_000 })
}

export function useRightsContent(id: number | null) {
  const lang = useLanguage()
  return useQuery({ queryKey: ['rights', 'content', id, lang] as const, queryFn: ({ signal }) => fetchRightsContent(id as number, signal), enabled: !!id })
}

export function useRightsCards() {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({ queryKey: ['member', memberId, 'rights', 'cards', lang] as const, queryFn: ({ signal }) => fetchRightsCards(signal) })
}

/** The discount cards on sale, and the member's (docs/decisions/0039). */
export function useDiscountCards() {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({ queryKey: ['member', memberId, 'rights', 'cards', 'discount', lang] as const, queryFn: ({ signal }) => fetchRightsCards(signal, 'discount') })
}

export function useMyDiscountCards() {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({
    queryKey: ['member', memberId, 'rights', 'mine', 'discount', lang] as const,
    queryFn: ({ signal }) => fetchMyRightsCardsOfKind('discount', signal),
    enabled: memberId !== null,
  })
}

export function useRightsCard(id: number | null) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({ queryKey: ['member', memberId, 'rights', 'card', id, lang] as const, queryFn: ({ signal }) => fetchRightsCard(id as number, signal), enabled: !!id })
}

/** A card order being paid: asked again every 2 s until the gateway's answer is in. */
export function useRightsOrder(orderNo: string | null) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({
    queryKey: ['member', memberId, 'rights', 'order', orderNo, lang] as const,
    queryFn: ({ signal }) => fetchRightsOrder(orderNo as string, signal),
    enabled: memberId !== null && !!orderNo,
    refetchInterval: (query) => (query.state.data?.status === 'paying' ? 2000 : false),
  })
}

export function useMyRightsCards() {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useInfiniteQuery({
    queryKey: ['member', memberId, 'rights', 'mine', lang] as const,
    queryFn: ({ pageParam, signal }) => fetchMyRightsCards(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
  })
}

export function useMyRightsCard(id: number | null) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({
    queryKey: ['member', memberId, 'rights', 'mine', 'detail', id, lang] as const,
    queryFn: ({ signal }) => fetchMyRightsCard(id as number, signal),
    enabled: memberId !== null && !!id,
  })
}

/** A gift link: anyone holding it may look; `mine` tells the giver it is their own. */
export function useRightsGift(token: string | null) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({ queryKey: ['rights-gift', memberId, token, lang] as const, queryFn: ({ signal }) => fetchRightsGift(token as string, signal), enabled: !!token })
}

export function useRightsGifts() {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useInfiniteQuery({
    queryKey: ['member', memberId, 'rights', 'gifts', lang] as const,
    queryFn: ({ pageParam, signal }) => fetchRightsGifts(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
  })
}
