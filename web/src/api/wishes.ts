import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { request } from './client'
import { COUPON_KEY } from './coupons'
import { useMemberId } from './session'

/**
 * Collect-wishes (issue 19, docs/API.md "Collect-wishes"): every order handed over gives the
 * member one card of each running campaign, picked at random by the cards' weights; one of every
 * card is exchanged for the campaign's reward (points, or a coupon into the wallet). Names come in
 * the request's language; times are epoch ms.
 */

export interface WishCard {
  id: number
  name: string
  /** A picture URL; may be empty. */
  image: string
  /** The member's cards of this kind (0 for a visitor). */
  count: number
}

export interface WishReward {
  kind: 'points' | 'coupon'
  /** A points reward's points (0 for a coupon). */
  points: number
  /** A coupon reward's name; null for points. */
  couponName: string | null
}

export interface Wish {
  id: number
  title: string
  startsAt: number
  endsAt: number
  items: WishCard[]
  reward: WishReward
  /** Full sets a member may exchange; 0: no limit. */
  exchangeLimit: number
  /** Cards the member was ever given in this campaign (0 for a visitor). */
  collected: number
  /** Sets the member exchanged. */
  exchanged: number
  /** One of every card held. */
  complete: boolean
}

/** One campaign as the help page reads it: with the brand's rules. */
export interface WishDetail extends Wish {
  rules: string
}

/** A full set exchanged (the same key answers the same exchange). */
export interface WishExchange {
  campaignId: number
  rewardKind: 'points' | 'coupon'
  points: number
  /** The coupon put in the wallet; null for points. */
  couponCode: string | null
  createdAt: number
}

/** Business codes of a refused exchange. */
export const WISH_ERROR = {
  /** A card of the set is missing (another tab exchanged it, say). */
  setIncomplete: 39001,
  /** The member's limit of sets is reached. */
  limitReached: 39002,
  /** Not started, or ended. */
  notRunning: 39003,
} as const

export const fetchWishes = (lang: Language, signal?: AbortSignal) => request<{ list: Wish[] }>('/v1/taskCenter/collect-item/list', { lang, signal })
export const fetchWish = (id: number, lang: Language, signal?: AbortSignal) =>
  request<WishDetail>('/v1/taskCenter/collect-item/detail', { query: { id }, lang, signal })
/** Exchanges one full set; a retry with the same key answers the first exchange. */
export const exchangeWish = (id: number, idempotencyKey: string) =>
  request<WishExchange>('/v1/taskCenter/collect-item/exchange', { method: 'POST', body: { id }, headers: { 'Idempotency-Key': idempotencyKey } })

/** Under 'member' with the member (null: a visitor), so a sign-in reads the member's cards and logout drops them. */
const wishKey = (memberId: number | null) => ['member', memberId, 'wishes'] as const

export const wishQueries = {
  list: (memberId: number | null, lang: Language) =>
    queryOptions({
      queryKey: [...wishKey(memberId), 'list', lang] as const,
      queryFn: ({ signal }) => fetchWishes(lang, signal),
    }),
  detail: (memberId: number | null, id: number, lang: Language) =>
    queryOptions({
      queryKey: [...wishKey(memberId), 'detail', id, lang] as const,
      queryFn: ({ signal }) => fetchWish(id, lang, signal),
    }),
}

/** The running campaigns, newest first; a member's with their cards. */
export function useWishes() {
  return useQuery(wishQueries.list(useMemberId(), useLanguage()))
}

/** One campaign with its rules (the help page); off while there is no id to read. */
export function useWish(id: number | null) {
  const query = wishQueries.detail(useMemberId(), id ?? 0, useLanguage())
  return useQuery({ ...query, enabled: id !== null })
}

/**
 * Exchanges a set with the attempt's idempotency key. The cards, the member's points and the
 * coupons are read again whatever the answer (a refusal means the page was behind). The page says
 * what happened itself, so no toast.
 */
export function useExchangeWish() {
  const client = useQueryClient()
  const memberId = useMemberId()
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) => exchangeWish(id, idempotencyKey),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['member'] })
      void client.invalidateQueries({ queryKey: COUPON_KEY })
    },
    onError: () => void client.invalidateQueries({ queryKey: wishKey(memberId) }),
    meta: { toast: false },
  })
}
