import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { request } from './client'
import { nextPageOf } from './types'
import { useMemberId } from './session'

/** Points (docs/API.md "Points"). Points are whole numbers on the wire. */

/** The brand's base rule (the spec's rulesetBase). */
export interface PointsRule {
  orderRules: Array<{ payMoney: string; point: number }>
  ratio: string
  validityDays: number
  permanent: boolean
  /** Points as money at checkout; null while the brand does not allow it. */
  redeem: { points: number; money: string; maxPercent: number; minCash: string; maxPerOrder: number } | null
}

export interface PointsSummary {
  points: number
  /** Points that expire within 30 days, and the soonest such expiry (a Hong Kong midnight). */
  expiringPoints: number
  expiringAt: number | null
}

/** `exchange`: spent in the points mall; `return`: redeemed or exchanged points given back. */
export type PointsReason =
  | 'earn'
  | 'reverse'
  | 'redeem'
  | 'exchange'
  | 'return'
  | 'expire'
  | 'forfeit'
  | 'adjust'
  | 'merge_in'
  | 'merge_out'
  /** Spent on a lucky draw; won in one; taken back with a refunded order's prize. */
  | 'draw'
  | 'prize'
  | 'prize_back'
  /** A task centre reward claimed; an invitation's reward (a friend signed up, or ordered). */
  | 'task'
  | 'invite'
  /** A collect-wishes set exchanged for points. */
  | 'wish'

export interface PointsRecord {
  id: number
  /** Signed: earned is positive, spent or taken back negative. */
  points: number
  balanceAfter: number
  reason: PointsReason
  createdAt: number
  /** When the points this row added expire; null for permanent points and for spending. */
  expiresAt: number | null
  orderNo?: string
}

export interface PointsRecordPage {
  list: PointsRecord[]
  total: number
}

export const POINTS_PAGE_SIZE = 20

export const fetchPointsRule = (lang: Language, signal?: AbortSignal) => request<PointsRule>('/v1/points/rule', { lang, signal })
export const fetchPointsSummary = (signal?: AbortSignal) => request<PointsSummary>('/v1/member/point/summary', { signal })
export const fetchPointsRecords = (pageNum: number, signal?: AbortSignal) =>
  request<PointsRecordPage>('/v1/member/point/records', { query: { pageNum, pageSize: POINTS_PAGE_SIZE }, signal })

/** Every member points query starts with this key (after 'member'), so logout drops them. */
const memberKey = (memberId: number | null) => ['member', memberId, 'points'] as const

export function usePointsRule() {
  const lang = useLanguage()
  return useQuery({ queryKey: ['points', 'rule', lang] as const, queryFn: ({ signal }) => fetchPointsRule(lang, signal), staleTime: 300_000 })
}

export function usePointsSummary() {
  const memberId = useMemberId()
  return useQuery({
    queryKey: [...memberKey(memberId), 'summary'] as const,
    queryFn: ({ signal }) => fetchPointsSummary(signal),
    enabled: memberId !== null,
  })
}

/** The member's points history, newest first, a page at a time ("load more"). */
export function usePointsRecords() {
  const memberId = useMemberId()
  return useInfiniteQuery({
    queryKey: [...memberKey(memberId), 'records'] as const,
    queryFn: ({ pageParam, signal }) => fetchPointsRecords(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
  })
}
