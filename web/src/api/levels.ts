import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { request } from './client'
import { useMemberId } from './session'
import { nextPageOf } from './types'

/** Member levels and growth (docs/API.md "Levels", docs/decisions/0026). */

export interface MemberLevelDef {
  id: number
  code: string
  /** In the language asked for. */
  name: string
  /** The growth that reaches it. */
  threshold: number
  /** How long it lasts once reached; 0: it never lapses. */
  validityDays: number
  /** Points earned and the points one order may use, times this ("1.5000"). */
  earnRate: string
  redeemRate: string
  /** A benefit a line. */
  benefits: string[]
  /** The badge's colour (#rrggbb), or "". */
  color: string
}

/** The brand's levels, lowest first (the spec's member_level_list). */
export interface LevelList {
  list: MemberLevelDef[]
  /** Dollars paid for 1 growth. */
  consumptionMoney: string
}

/** The member's level and the way to the next (memberBenefits levelInfo). */
export interface MemberLevel {
  level: MemberLevelDef | null
  /** Growth earned in the current period. */
  growthValue: number
  /** When the period ends and the level is decided again; null: the level never lapses. */
  levelExpirationTime: number | null
  next: MemberLevelDef | null
  growthToNext: number
  /** Dollars to spend to reach the next level; null at the highest or while growth is off. */
  upgradeSpend: string | null
  consumptionMoney: string
  levels: MemberLevelDef[]
}

export type GrowthReason = 'earn' | 'reverse' | 'period' | 'merge_in' | 'merge_out'

export interface GrowthRecord {
  id: number
  growth: number
  growthAfter: number
  reason: GrowthReason
  createdAt: number
  orderNo?: string
}

export interface GrowthRecordPage {
  list: GrowthRecord[]
  total: number
}

export const GROWTH_PAGE_SIZE = 20

export const fetchLevels = (lang: Language, signal?: AbortSignal) => request<LevelList>('/v1/member/levels', { lang, signal })
export const fetchMemberLevel = (lang: Language, signal?: AbortSignal) => request<MemberLevel>('/v1/member/level', { lang, signal })
export const fetchGrowthRecords = (pageNum: number, signal?: AbortSignal) =>
  request<GrowthRecordPage>('/v1/member/growth/records', { query: { pageNum, pageSize: GROWTH_PAGE_SIZE }, signal })

/** Every member level query starts with this key (after 'member'), so logout and payment refreshes drop them. */
const memberKey = (memberId: number | null) => ['member', memberId, 'level'] as const

export function useLevels() {
  const lang = useLanguage()
  return useQuery({ queryKey: ['levels', lang] as const, queryFn: ({ signal }) => fetchLevels(lang, signal), staleTime: 300_000 })
}

export function useMemberLevel() {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({
    queryKey: [...memberKey(memberId), lang] as const,
    queryFn: ({ signal }) => fetchMemberLevel(lang, signal),
    enabled: memberId !== null,
  })
}

/** The member's growth history, newest first, a page at a time. */
export function useGrowthRecords() {
  const memberId = useMemberId()
  return useInfiniteQuery({
    queryKey: [...memberKey(memberId), 'records'] as const,
    queryFn: ({ pageParam, signal }) => fetchGrowthRecords(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
  })
}
