import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { request } from './client'
import { useMemberId } from './session'
import { nextPageOf, type Page } from './types'

/**
 * Invitations (issue 19): the member's invite code, the campaign running now (what a friend who
 * signs up with the code gets, and what the member gets for them, at sign-up and at the friend's
 * first order), the member's totals and the friends who came. Times are epoch ms.
 */

export type InviteSide = 'inviter' | 'invitee'
export type InviteStage = 'register' | 'first_order'

export interface InviteReward {
  side: InviteSide | (string & {})
  stage: InviteStage | (string & {})
  kind: 'points' | 'coupon' | (string & {})
  /** A points reward's points (0 for a coupon). */
  points: number
  templateId: number | null
  /** A coupon reward's name; null for points. */
  couponName: string | null
}

export interface InviteCampaign {
  id: number
  title: string
  /** Plain text, may hold newlines. */
  rules: string
  /** Friends the member is rewarded for at most; 0: no cap. */
  inviterCap: number
  startsAt: number
  endsAt: number
  rewards: InviteReward[]
}

export interface InviteOverview {
  inviteCode: string
  /** The campaign running now; null when none runs (friends still sign up with the code). */
  campaign: InviteCampaign | null
  /** Friends who signed up with the member's code, and of them those whose first order was handed over. */
  friends: number
  ordered: number
  /** What the member got from invitations: points, and coupons. */
  points: number
  coupons: number
  /** Friends the campaign's cap still rewards; null without a cap or a campaign. */
  rewardsLeft: number | null
}

/** What one friend brought the member. */
export interface InviteFriendReward {
  stage: InviteStage | (string & {})
  kind: 'points' | 'coupon' | (string & {})
  points: number
  couponCode: string | null
  /** A coupon reward's name in the request's language ("" for points). */
  couponName: string
  createdAt: number
}

export interface InviteFriend {
  /** May be empty: the friend has not chosen one. */
  nickname: string
  joinedAt: number
  /** The friend's first order was handed over. */
  ordered: boolean
  /** Within the campaign's cap: false when the friend came after the member's rewards ran out. */
  rewarded: boolean
  rewards: InviteFriendReward[]
}

export const INVITE_PAGE_SIZE = 20

export const fetchInviteOverview = (lang: Language, signal?: AbortSignal) => request<InviteOverview>('/v1/invite/activity', { lang, signal })
export const fetchInviteFriends = (page: number, lang: Language, signal?: AbortSignal) =>
  request<Page<InviteFriend>>('/v1/invite/records', { query: { pageNum: page, pageSize: INVITE_PAGE_SIZE }, lang, signal })

/** Under 'member' with the member, so logout drops them and a change of points reads them again. */
const inviteKey = (memberId: number | null) => ['member', memberId, 'invites'] as const

/** The member's code, the running campaign and the member's totals. */
export function useInviteOverview() {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({
    queryKey: [...inviteKey(memberId), 'overview', lang] as const,
    queryFn: ({ signal }) => fetchInviteOverview(lang, signal),
    enabled: memberId !== null,
  })
}

/** The member's friends, newest first, a page at a time ("load more"). */
export function useInviteFriends() {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useInfiniteQuery({
    queryKey: [...inviteKey(memberId), 'friends', lang] as const,
    queryFn: ({ pageParam, signal }) => fetchInviteFriends(pageParam, lang, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
  })
}
