import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { request } from './client'
import { useMemberId } from './session'
import { nextPageOf } from './types'

/**
 * The message centre (issue 20; docs/API.md "Message centre"): the member's messages with their
 * title and body in the request's language, the unread count, marking read, and the categories
 * the member turned off. Times are epoch ms.
 */

export const MESSAGE_CATEGORIES = ['order', 'refund', 'coupon', 'points', 'gift', 'group', 'level', 'reply'] as const
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number]

export interface Message {
  id: number
  category: MessageCategory
  title: string
  body: string
  /** An in-app path ("/mainFlow/pages/order/detail/index?order_id=…"), or "". */
  link: string
  createdAt: number
  read: boolean
  readAt: number | null
}

export interface MessagePage {
  list: Message[]
  total: number
}

export interface UnreadMessages {
  count: number
  /** The newest unread message, or null. */
  message: Message | null
}

export interface MessagePreference {
  category: MessageCategory
  enabled: boolean
}

/** A 400 for an unknown category (docs/API.md). */
export const MESSAGE_ERROR = { badCategory: 46001 } as const

export const MESSAGE_PAGE_SIZE = 20
/** The badge reads the count again this often while the app is open (and on focus). */
export const UNREAD_POLL_MS = 60_000

export const fetchUnreadMessages = (lang: Language, signal?: AbortSignal) =>
  request<UnreadMessages>('/v1/notifyMessage/findByUnread', { lang, signal })
export const fetchMessages = (category: MessageCategory | null, pageNum: number, lang: Language, signal?: AbortSignal) =>
  request<MessagePage>('/v1/message/list', { query: { pageNum, pageSize: MESSAGE_PAGE_SIZE, category: category ?? undefined }, lang, signal })
export const markMessagesRead = (ids: number[]) =>
  request<{ read: number; unread: number }>('/v1/notifyMessage/read', { method: 'POST', body: { notifyMessageIds: ids } })
/** Every unread message up to `upTo` (an id; none: all of them) read. */
export const syncMessagesRead = (upTo?: number) =>
  request<{ read: number; unread: number }>('/v1/notifyMessage/read/sync', { method: 'POST', body: upTo ? { upTo } : {} })
export const fetchMessagePreferences = (signal?: AbortSignal) => request<{ list: MessagePreference[] }>('/v1/message/notify', { signal })
export const setMessagePreference = (category: MessageCategory, enabled: boolean) =>
  request<{ list: MessagePreference[] }>('/v1/message/notify', { method: 'POST', body: { category, enabled } })

/** Under 'member' with the member, so logout drops them. */
export const messageKey = (memberId: number | null) => ['member', memberId, 'messages'] as const

export const messageQueries = {
  unread: (memberId: number | null, lang: Language) =>
    queryOptions({
      queryKey: [...messageKey(memberId), 'unread', lang] as const,
      queryFn: ({ signal }) => fetchUnreadMessages(lang, signal),
      enabled: memberId !== null,
      refetchOnWindowFocus: true,
      refetchInterval: UNREAD_POLL_MS,
      refetchIntervalInBackground: false,
    }),
  preferences: (memberId: number | null) =>
    queryOptions({
      queryKey: [...messageKey(memberId), 'preferences'] as const,
      queryFn: ({ signal }) => fetchMessagePreferences(signal),
      enabled: memberId !== null,
    }),
}

/** The unread count and the newest unread message (the badges); read again on focus and every minute. */
export function useUnreadMessages() {
  return useQuery(messageQueries.unread(useMemberId(), useLanguage()))
}

/** The member's messages, newest first, of one category or all, a page at a time. */
export function useMessages(category: MessageCategory | null) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useInfiniteQuery({
    queryKey: [...messageKey(memberId), 'list', category ?? 'all', lang] as const,
    queryFn: ({ pageParam, signal }) => fetchMessages(category, pageParam, lang, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
    refetchOnWindowFocus: true,
  })
}

export function useMessagePreferences() {
  return useQuery(messageQueries.preferences(useMemberId()))
}

/** Marks messages read; the lists and the badges are read again. */
export function useMarkMessagesRead() {
  const client = useQueryClient()
  const memberId = useMemberId()
  return useMutation({
    mutationFn: (ids: number[]) => markMessagesRead(ids),
    onSuccess: () => void client.invalidateQueries({ queryKey: messageKey(memberId) }),
  })
}

/** Marks every message read up to the newest the member has seen. */
export function useReadAllMessages() {
  const client = useQueryClient()
  const memberId = useMemberId()
  return useMutation({
    mutationFn: (upTo?: number) => syncMessagesRead(upTo),
    onSuccess: () => void client.invalidateQueries({ queryKey: messageKey(memberId) }),
  })
}

/** Turns a category on or off; the switches take the server's answer. */
export function useSetMessagePreference() {
  const client = useQueryClient()
  const memberId = useMemberId()
  return useMutation({
    mutationFn: ({ category, enabled }: { category: MessageCategory; enabled: boolean }) => setMessagePreference(category, enabled),
    onSuccess: (answer) => client.setQueryData(messageQueries.preferences(memberId).queryKey, answer),
  })
}
