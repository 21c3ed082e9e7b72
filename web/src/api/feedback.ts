import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { request } from './client'
import { useMemberId } from './session'

/**
 * Feedback (issue 20, docs/API.md "Feedback"): what a member tells the brand or a store, a phone
 * with its area code or an e-mail to reach them, up to 5 pictures; answered by the store's staff
 * or the brand; once per idempotency key, 10 a day.
 */

export const FEEDBACK_CATEGORIES = ['food', 'service', 'delivery', 'app', 'other'] as const
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]

export interface Feedback {
  id: number
  sid: number | null
  storeName: string | null
  category: FeedbackCategory
  content: string
  contact: { kind: 'phone'; areaCode: string; phone: string } | { kind: 'email'; email: string }
  images: string[]
  status: 'open' | 'replied' | 'closed'
  reply: { text: string; at: number } | null
  createdAt: number
}

export interface FeedbackInput {
  category: FeedbackCategory
  content: string
  sid?: number
  areaCode?: string
  phone?: string
  email?: string
  images: string[]
}

export const FEEDBACK_ERROR = { tooMany: 41001, imageRefused: 41002 } as const

export const sendFeedback = (input: FeedbackInput, idempotencyKey: string) =>
  request<Feedback>('/v1/feedback/add', { method: 'POST', body: { ...input }, headers: { 'Idempotency-Key': idempotencyKey } })
export const fetchMyFeedback = (lang: Language, signal?: AbortSignal) => request<{ list: Feedback[] }>('/v1/feedback/list', { query: { limit: 50 }, lang, signal })

const feedbackKey = (memberId: number | null) => ['member', memberId, 'feedback'] as const

export const feedbackQueries = {
  mine: (memberId: number | null, lang: Language) =>
    queryOptions({ queryKey: [...feedbackKey(memberId), lang] as const, queryFn: ({ signal }) => fetchMyFeedback(lang, signal), enabled: memberId !== null }),
}

/** The member's feedback, newest first, with the answers. */
export function useMyFeedback() {
  return useQuery(feedbackQueries.mine(useMemberId(), useLanguage()))
}

/** Sends feedback with the attempt's key (kept for a retry); the list is read again. The page says what went wrong. */
export function useSendFeedback() {
  const client = useQueryClient()
  const memberId = useMemberId()
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: FeedbackInput; idempotencyKey: string }) => sendFeedback(input, idempotencyKey),
    onSettled: () => void client.invalidateQueries({ queryKey: feedbackKey(memberId) }),
    meta: { toast: false },
  })
}
