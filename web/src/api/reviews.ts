import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { ApiError, request } from './client'
import type { OrderSummary } from './order'
import { useMemberId } from './session'

/**
 * Order reviews (issue 20, docs/API.md "Reviews"): one per finished order by its member, within 30
 * days; stars for food and service (and delivery on delivery orders), words screened on the
 * server for emoji, symbols and sensitive words, up to 7 pictures and 1 video of the member's own
 * uploads. Shared reviews with pictures make the brand's community feed.
 */

export interface ReviewMedia {
  url: string
  kind: 'image' | 'video'
}

export interface Review {
  id: number
  storeId: number
  storeName: string
  orderType: number
  food: number
  service: number
  delivery: number | null
  content: string
  media: ReviewMedia[]
  anonymous: boolean
  createdAt: number
  reply: { text: string; at: number } | null
  /** Empty for an anonymous review read by others. */
  author: { nickname: string; avatar: string }
  /** The author's own (and staff's) view only. */
  orderNo?: string
  shared?: boolean
  hidden?: boolean
}

export interface ReviewState {
  order: OrderSummary
  review: Review | null
  canReview: boolean
  /** Why not, in the request's language. */
  reason: string | null
  asksDelivery: boolean
  limits: { images: number; videos: number; content: number }
}

export interface ReviewInput {
  orderNo: string
  food: number
  service: number
  delivery?: number
  content: string
  media: string[]
  anonymous: boolean
  shared: boolean
}

export interface FeedPage {
  list: Review[]
  /** Pass as `before` for the next page; null at the end. */
  next: number | null
}

/** Business codes of a refused review. */
export const REVIEW_ERROR = {
  notReviewable: 40001,
  alreadyReviewed: 40002,
  sensitiveWord: 40003,
  mediaRefused: 40004,
} as const

export const fetchReviewState = (orderNo: string, lang: Language, signal?: AbortSignal) =>
  request<ReviewState>('/v1/market/eval', { query: { orderNo }, lang, signal })
export const submitReview = (input: ReviewInput) => request<Review>('/v1/market/eval', { method: 'POST', body: { ...input } })
export const fetchFeed = (before: number, lang: Language, signal?: AbortSignal) =>
  request<FeedPage>('/v1/market/eval/feed', { query: { before, limit: 10 }, lang, signal })
export const fetchMyReviews = (lang: Language, signal?: AbortSignal) => request<{ list: Review[] }>('/v1/market/eval/mine', { query: { limit: 50 }, lang, signal })
export const fetchReview = (id: number, lang: Language, signal?: AbortSignal) => request<Review>('/v1/market/eval/detail', { query: { id }, lang, signal })

/** A review that is not shared, was taken down or never was: 404. */
export function isReviewGone(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 404
}

const reviewKey = (memberId: number | null) => ['member', memberId, 'reviews'] as const

export const reviewQueries = {
  state: (memberId: number | null, orderNo: string, lang: Language) =>
    queryOptions({
      queryKey: [...reviewKey(memberId), 'order', orderNo, lang] as const,
      queryFn: ({ signal }) => fetchReviewState(orderNo, lang, signal),
      enabled: !!orderNo && memberId !== null,
    }),
  detail: (memberId: number | null, id: number, lang: Language) =>
    queryOptions({
      queryKey: [...reviewKey(memberId), 'detail', id, lang] as const,
      queryFn: ({ signal }) => fetchReview(id, lang, signal),
      enabled: id > 0,
    }),
  mine: (memberId: number | null, lang: Language) =>
    queryOptions({
      queryKey: [...reviewKey(memberId), 'mine', lang] as const,
      queryFn: ({ signal }) => fetchMyReviews(lang, signal),
      enabled: memberId !== null,
    }),
  /** The feed is the same for everyone, so not under 'member'. */
  feed: (lang: Language) =>
    infiniteQueryOptions({
      queryKey: ['reviewFeed', lang] as const,
      queryFn: ({ pageParam, signal }) => fetchFeed(pageParam, lang, signal),
      initialPageParam: 0,
      getNextPageParam: (last: FeedPage) => last.next ?? undefined,
    }),
}

/** The comment page's order, its review or whether one may be written. */
export function useReviewState(orderNo: string) {
  return useQuery(reviewQueries.state(useMemberId(), orderNo, useLanguage()))
}

/** One review of the feed, or the member's own. */
export function useReview(id: number) {
  return useQuery(reviewQueries.detail(useMemberId(), id, useLanguage()))
}

/** The member's own reviews, newest first (shared or not). */
export function useMyReviews() {
  return useQuery(reviewQueries.mine(useMemberId(), useLanguage()))
}

export function useReviewFeed() {
  return useInfiniteQuery(reviewQueries.feed(useLanguage()))
}

/** Saves a review; the order (its review state) and the feed are read again. The page says what went wrong itself. */
export function useSubmitReview() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: submitReview,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['member'] })
      void client.invalidateQueries({ queryKey: ['reviewFeed'] })
    },
    meta: { toast: false },
  })
}
