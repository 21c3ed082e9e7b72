import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useLanguage } from '../i18n'
import { request } from './client'
import type { ProductOrder } from './prime'
import { useMemberId } from './session'
import { nextPageOf, type Page } from './types'

/** Gift cards (docs/API.md "Gift cards"). Money in dollars. */

export interface GiftCardBatch {
  id: number
  name: string
  kind: 'electronic' | 'physical'
  faceValue: string
  price: string
  bonus: string
  validityDays: number
  color: string
}

export type GiftCardLabel =
  | 'waiting_redeem'
  | 'redeemed'
  | 'invalid'
  | 'frozen'
  | 'received'
  | 'waiting_friend'
  | 'friend_received'
  | 'taken_by_another'
  | 'voided'
  | 'cancelled'
  | 'expired'
  | 'sent_out'

export interface GiftCard {
  id: number
  name: string
  color: string
  kind: 'electronic' | 'physical'
  last4: string
  faceValue: string
  balance: string
  bonus: string
  /** The balance less an online bonus not usable yet. */
  spendable: string
  bonusUsableAt: number | null
  status: 'unredeemed' | 'active' | 'frozen' | 'voided' | 'cancelled' | 'expired'
  received: boolean
  activatedAt: number | null
  expiresAt: number | null
  label: GiftCardLabel
  labelText: string
  records?: { id: number; amount: string; bonus: string; balanceAfter: string; kind: string; createdAt: number }[]
}

export interface GiftCardGift {
  giftId: number
  card: GiftCard
  createdAt: number
  expiresAt: number
  label: GiftCardLabel
  labelText: string
  mine?: boolean
}

export const GIFT_CARD_PAGE_SIZE = 20

export const fetchGiftCardBatches = (signal?: AbortSignal) => request<{ onSale: boolean; list: GiftCardBatch[] }>('/v1/sellGiftCard/list', { signal })
export const fetchGiftCardOrder = (orderNo: string, signal?: AbortSignal) => request<ProductOrder>('/v1/sellGiftCard/order', { query: { orderNo }, signal })
export const fetchMyGiftCards = (tab: 'usable' | 'history', pageNum: number, signal?: AbortSignal) =>
  request<Page<GiftCard>>('/v1/giftcard/mine', { query: { tab, pageNum, pageSize: GIFT_CARD_PAGE_SIZE }, signal })
export const fetchGiftCard = (id: number, signal?: AbortSignal) => request<GiftCard>('/v1/giftcard/detail', { query: { id }, signal })
export const fetchGift = (token: string, signal?: AbortSignal) => request<GiftCardGift>('/v1/giftCardGive/query', { query: { token }, signal })
export const fetchGiveRecords = (signal?: AbortSignal) => request<{ list: GiftCardGift[] }>('/v1/giftCardGive/records', { signal })

export const startGiftCard = (batchId: number, successUrl: string, idempotencyKey: string) =>
  request<{ orderNo: string; payUrl: string }>('/v1/sellGiftCard/order', {
    method: 'POST',
    body: { batchId, success_url: successUrl },
    headers: { 'Idempotency-Key': idempotencyKey },
  })
export const exchangeGiftCard = (cardNo: string, password: string) => request<GiftCard>('/v1/giftcard/exchange', { method: 'POST', body: { cardNo, password } })
export const giveGiftCard = (cardId: number) => request<{ token: string; url: string; expiresAt: number }>('/v1/giftCardGive/give', { method: 'POST', body: { cardId } })
export const revokeGiftCard = (cardId: number) => request<GiftCard>('/v1/giftCardGive/revokeGiftCard', { method: 'POST', body: { cardId } })
export const receiveGiftCard = (token: string) => request<GiftCard>('/v1/giftCardGive/receiveGiftCard', { method: 'POST', body: { token } })

const memberKey = (memberId: number | null) => ['member', memberId, 'giftcards'] as const

export function useGiftCardBatches() {
  const lang = useLanguage()
  return useQuery({ queryKey: ['giftcards', 'batches', lang] as const, queryFn: ({ signal }) => fetchGiftCardBatches(signal), staleTime: 60_000 })
}

export function useGiftCardOrder(orderNo: string | null) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({
    queryKey: [...memberKey(memberId), 'order', orderNo, lang] as const,
    queryFn: ({ signal }) => fetchGiftCardOrder(orderNo as string, signal),
    enabled: memberId !== null && !!orderNo,
    refetchInterval: (query) => (query.state.data?.status === 'paying' ? 2000 : false),
  })
}

export function useMyGiftCards(tab: 'usable' | 'history') {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useInfiniteQuery({
    queryKey: [...memberKey(memberId), 'mine', tab, lang] as const,
    queryFn: ({ pageParam, signal }) => fetchMyGiftCards(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
  })
}

export function useGiftCard(id: number | null) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({ queryKey: [...memberKey(memberId), 'card', id, lang] as const, queryFn: ({ signal }) => fetchGiftCard(id as number, signal), enabled: memberId !== null && !!id })
}

export function useGift(token: string | null) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({ queryKey: ['giftcard-gift', memberId, token, lang] as const, queryFn: ({ signal }) => fetchGift(token as string, signal), enabled: !!token })
}

export function useGiveRecords() {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({ queryKey: [...memberKey(memberId), 'gives', lang] as const, queryFn: ({ signal }) => fetchGiveRecords(signal), enabled: memberId !== null })
}
