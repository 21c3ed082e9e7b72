import { queryOptions } from '@tanstack/react-query'
import type { Language } from '../i18n'
import { request } from './client'

/**
 * Marketing popups (issue 20; docs/API.md "Marketing popups"): the popups due now for the person
 * (visitors the general ones), highest priority first; a display recorded once per period; the
 * order popup's events (register, birthday, member_return) that give the attached coupons once.
 * Spec 001: popup calls swallow their errors — a popup that cannot load is simply not shown.
 */

export interface Popup {
  id: number
  popType: 'general' | 'register' | 'birthday' | 'member_return'
  title: string
  currentImage: string
  /** -1: no link. */
  linkType: number
  customLink: string
  priority: number
  periodKey: string
  coupon: { templateId: number; name: string | null }[]
  couponCodes: string[]
}

export type PopupEvent = 'register' | 'birthday' | 'member_return'

export const fetchPopups = (lang: Language, signal?: AbortSignal) =>
  request<{ list: Popup[] }>('/v1/eventPopup/list/general', { lang, signal })
export const recordPopup = (id: number) => request<Popup>('/v1/eventPopup/record', { method: 'POST', body: { id } })
export const popupEvent = (eventCode: PopupEvent) =>
  request<{ popup: Popup | null }>('/v1/eventPopup/event', { method: 'POST', body: { eventCode, loginChannel: 2, sendUnreceivedCoupon: false } })

export const popupQueries = {
  list: (memberId: number | null, lang: Language) =>
    queryOptions({
      queryKey: ['member', memberId, 'popups', lang] as const,
      queryFn: ({ signal }) => fetchPopups(lang, signal).catch(() => ({ list: [] as Popup[] })),
      staleTime: Infinity,
      retry: false,
    }),
}

/** The popup to show next: the first of the list (highest priority first) not closed here. */
export function nextPopup(list: readonly Popup[], closed: ReadonlySet<string>): Popup | null {
  return list.find((popup) => !closed.has(popupSeenKey(popup))) ?? null
}

/** A popup closed in this period (visitors cannot record, so the app remembers it). */
export const popupSeenKey = (popup: Popup) => `${popup.id}:${popup.periodKey}`

/** Where a tap on the picture goes: our own path inside the app, an https page outside, or nowhere. */
export function popupTarget(popup: Popup): { inApp: string } | { outside: string } | null {
  const link = popup.customLink
  if (popup.linkType === -1 || !link) return null
  if (link.startsWith('/') && !link.startsWith('//')) return { inApp: link }
  if (link.startsWith('https://')) return { outside: link }
  return null
}
