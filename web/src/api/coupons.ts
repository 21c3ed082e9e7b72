import { queryOptions, useInfiniteQuery, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { request } from './client'
import { isMemberWithPhone, useSession } from './session'
import { nextPageOf } from './types'

/** The coupon wallet, voucher centre, codes and gifting (docs/API.md "Coupons (issue 5)"). */

/** couponStatus of docs/API.md (spec 000 §4 coupon statuses). */
export const COUPON_STATUS = {
  usable: 10,
  used: 20,
  voided: 30,
  expired: 40,
  frozen: 50,
  gifting: 60,
  donated: 70,
} as const
export type CouponStatus = (typeof COUPON_STATUS)[keyof typeof COUPON_STATUS]

/** couponCategory codes (spec 001 §3) the app treats apart. */
export const COUPON_CATEGORY = {
  giftWithPurchase: 30,
  exchange: 80,
  convert: 90,
  giftActivity: 110,
} as const

/**
 * How a coupon takes goods (docs/API.md "Coupons (issue 5)", `takes` and `/v1/coupon/goods`):
 * `exchange` (80, 90) and `gift` (30, a 110 step gift) goods are added with `couponCode`, which ties
 * the line to the coupon, at most `units` of them (exchange: each goods once); `none`: the coupon
 * applies to goods added as usual (a 110 without gifts is buy-one-get-one).
 */
export type CouponTakeMode = 'exchange' | 'gift' | 'none'

export interface CouponTakes {
  mode: CouponTakeMode
  /** Units the coupon covers (0 for `none`). */
  units: number
}

/**
 * Categories the server can tie goods to at all (its tie kinds exchange, gift, stepgift). Only a
 * pre-filter so lists do not ask every coupon's detail: whether one takes goods is its `takes.mode`.
 */
export function mayTakeGoods(category: number): boolean {
  return (Object.values(COUPON_CATEGORY) as number[]).includes(category)
}

/** Business codes of the coupon calls (docs/API.md). */
export const COUPON_ERROR = {
  fullyClaimed: 35001,
  perPersonLimit: 35002,
  notStarted: 35003,
  ended: 35004,
  notFound: 35005,
  periodLimit: 35008,
  notUsable: 35006,
  invalidCode: 35010,
  malformedCode: 35011,
  giftLimit: 35020,
  giftGone: 35021,
  ownGift: 35022,
  /** At submit: another order used one of the coupons meanwhile (HTTP 409). */
  usedElsewhere: 35030,
} as const

export type CouponSource = 'claim' | 'code' | 'gift' | 'grant' | 'pack'

/** What every coupon answer carries about the template (no code in the voucher centre). */
export interface CouponTemplateView {
  couponTemplateId: number
  couponName: string
  couponCategory: number
  categoryText: string
  /** Money in dollars; for category 20 the percent paid (85 = 15% off). */
  couponValue: string
  /** The threshold: dollars, or units when thresholdType is 2, 3 or 5. */
  amount: string
  thresholdType: number
  /** Delivery-fee coupons (60): the order amount they need (not in docs/API.md yet; read when sent). */
  freeDeliveryPrice?: string
  ruleText: string
  image: string
  effectiveTime?: number
  invalidTime?: number
}

export interface MemberCoupon extends CouponTemplateView {
  couponCode: string
  couponStatus: CouponStatus
  statusText: string
  effectiveTime: number
  invalidTime: number
  dueSoon: boolean
  notYetEffective: boolean
  source: CouponSource
  orderId: string | null
  giftable: boolean
}

export type CouponTab = 'usable' | 'history' | 'gifting'

export interface CouponPage {
  list: MemberCoupon[]
  total: number
  counts: { usable: number; dueSoon: number; gifting: number }
}

/** A goods rule of a coupon: `itemCode` is the goods id, `skuCode` a specification id or "". */
export interface CouponGoodsRule {
  itemCode: string
  skuCode: string
  /** The coupon applies to every goods but this one. */
  exclude: boolean
}

export type StoreScope = 'all' | 'include' | 'exclude'

/** `rules` of /v1/member/coupon/detail: machine values the app puts in words, and localized lines. */
export interface CouponRules {
  /** Localized: 滿$80可用, 無門檻. */
  threshold: string
  /** Localized: 減$15, 85折, 買2送1 (docs/API.md: lines; one string today). */
  value: string | string[]
  /** 1 = Sunday … 7 = Saturday; empty: every day. */
  weekdays: number[]
  /** "hh:mm-hh:mm"; empty: all day. */
  timeSlots: string[]
  storeScope: StoreScope
  stores: number[]
  goods: CouponGoodsRule[]
  /** 1 takeout, 2 pickup, 3 dine-in; empty: all. */
  orderTypes: number[]
  /** Superposition mode 0..4 (spec 001 §4); `stackingText` says it in words. */
  stacking: number
  stackingText: string
  takes: CouponTakes
}

export interface CouponDetail extends MemberCoupon {
  rules: CouponRules
}

/** The goods a coupon applies to at one store (couponStore/goods). */
export interface CouponGoods {
  goods_id: number
  cid: number
  name: string
  image: string
  price: string
}

/** /v1/coupon/goods: the goods taken with the coupon (exchange, gift) or that it applies to (none). */
export interface CouponGoodsAnswer extends CouponTakes {
  list: CouponGoods[]
}

export type CampaignState = 'claimable' | 'claimed_limit' | 'claimed_period_limit' | 'fully_claimed' | 'starting_soon' | 'ended'

export interface Campaign {
  campaignId: number
  title: string
  coupon: CouponTemplateView
  stock: number
  remaining: number
  perPersonLimit: number
  /** A limit a Hong Kong day, week or month beside the campaign's ("" none). */
  limitPeriod: '' | 'day' | 'week' | 'month'
  periodLimit: number
  myClaimed: number
  myClaimedInPeriod: number
  startsAt: number
  endsAt: number
  state: CampaignState
}

/** A coupon activity (docs/decisions/0038): a page of campaigns reached by a link or a discount code. */
export interface CouponActivity {
  activityId: number
  title: string
  rules: string
  needsCode: boolean
  startsAt: number
  endsAt: number
}

export interface CouponActivityPage extends CouponActivity {
  list: Campaign[]
}

export interface CouponGift {
  giftToken: string
  url: string
  expiresAt: number
  coupon: MemberCoupon
}

export type GiftStatus = 'pending' | 'claimed' | 'returned' | 'withdrawn'

export interface ReceivedGift {
  coupon: MemberCoupon
  giverNickname: string
  status: GiftStatus
  expiresAt: number
  isMine: boolean
}

/** The `coupons` block of POST /v1/order/confirm (docs/API.md "Coupons at checkout"). */
export interface CheckoutUsableCoupon {
  couponCode: string
  couponName: string
  couponCategory: number
  couponValue: string
  selected: boolean
  /** What adding it would take off (for a selected one: what it takes off). */
  saves: string
  /** Selected coupons that adding this one would remove (non-stackable). */
  cancels: string[]
  /** Set for a promotion every member joins by ordering (no coupon claimed; docs/decisions/0037). */
  tradeEventId?: number
}

export interface CheckoutUnusableCoupon {
  couponCode: string
  couponName: string
  couponCategory: number
  tradeEventId?: number
  reasonCode: number
  reason: string
}

export interface CheckoutCoupons {
  selected: string[]
  autoSelected: boolean
  usable: CheckoutUsableCoupon[]
  unusable: CheckoutUnusableCoupon[]
  lines: { couponCode: string; discount: string }[]
  /** Cart lines tied to a coupon that does not apply: left out of the order (problem `coupon_goods_cleared`). */
  clearedLineIds?: number[]
}

/** The answer's `coupons` when it is a real block (an empty cart answers `{}`), else undefined. */
export function checkoutCouponsOf(coupons: Partial<CheckoutCoupons> | undefined): CheckoutCoupons | undefined {
  return coupons && Array.isArray(coupons.selected) && Array.isArray(coupons.usable) && Array.isArray(coupons.unusable) && Array.isArray(coupons.lines) ? (coupons as CheckoutCoupons) : undefined
}

/** An order's coupons on its detail. */
export interface OrderCoupon {
  couponCode: string
  couponName: string
  discount: string
}

export const PAGE_SIZE = 10

export const fetchCouponPage = (tab: CouponTab, pageNum: number, lang: Language, signal?: AbortSignal) =>
  request<CouponPage>('/v1/member/coupon/page', { query: { tab, pageNum, pageSize: PAGE_SIZE }, lang, signal })

export const fetchCouponDetail = (couponCode: string, lang: Language, signal?: AbortSignal) =>
  request<CouponDetail>('/v1/member/coupon/detail', { query: { couponCode }, lang, signal })

export const fetchCouponGoods = (couponCode: string, sid: number, lang: Language, signal?: AbortSignal) =>
  request<CouponGoodsAnswer>('/v1/coupon/goods', { query: { couponCode, sid }, lang, signal })

/** A promotion every member joins by ordering (docs/decisions/0037): no coupon to claim. */
export interface TradeEvent {
  tradeEventId: number
  tradeEventName: string
  tradeLabelText: string
  startTime: number
  endTime: number
  /** 0: as often as the member orders. */
  perMemberLimit: number
  /** The member's uses left; null for visitors or without a limit. */
  remaining: number | null
  coupon: MemberCoupon
}

export const fetchTradeEvents = (lang: Language, signal?: AbortSignal) => request<{ list: TradeEvent[] }>('/v1/coupon/activity-trade/v2', { lang, signal })

export function useTradeEvents() {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({ queryKey: ['coupons', 'trade-events', memberId, lang] as const, queryFn: ({ signal }) => fetchTradeEvents(lang, signal) })
}

export const fetchVoucherCenter = (lang: Language, signal?: AbortSignal) => request<{ list: Campaign[] }>('/v1/coupon/center', { lang, signal })

/**
 * With an Idempotency-Key a retried claim answers the first claim's coupon. `code`: the discount
 * code of the campaign's activity, when it is behind one.
 */
export const claimCampaign = (campaignId: number, idempotencyKey: string, code?: string) =>
  request<MemberCoupon>('/v1/coupon/receiveCoupon', {
    method: 'POST',
    body: code === undefined ? { campaignId } : { campaignId, code },
    headers: { 'Idempotency-Key': idempotencyKey },
  })

export const fetchCouponActivity = (activityId: number, lang: Language, signal?: AbortSignal) =>
  request<CouponActivityPage>('/v1/coupon/activity-available/v2', { query: { activityId }, lang, signal })

export const fetchOpenActivities = (lang: Language, signal?: AbortSignal) => request<{ list: CouponActivity[] }>('/v1/coupon/activities', { lang, signal })

/** The activity a typed discount code opens; each try counts against the member's code attempts. */
export const openActivityByCode = (code: string) => request<CouponActivityPage>('/v1/coupon/activity/code', { method: 'POST', body: { code } })

export const redeemCode = (code: string, idempotencyKey: string) =>
  request<MemberCoupon>('/v1/coupon/receiveCouponByCode', { method: 'POST', body: { code }, headers: { 'Idempotency-Key': idempotencyKey } })

export const giveCoupon = (couponCode: string) => request<CouponGift>('/v1/coupon/give', { method: 'POST', body: { couponCode } })

export const fetchGift = (token: string, lang: Language, signal?: AbortSignal) =>
  request<ReceivedGift>('/v1/coupon/queryGiveCoupon', { query: { token }, lang, signal })

export const receiveGift = (token: string) => request<MemberCoupon>('/v1/coupon/receiveGive', { method: 'POST', body: { token } })

export const revokeGift = (couponCode: string) => request<MemberCoupon>('/v1/coupon/revokeGive', { method: 'POST', body: { couponCode } })

/** Every coupon query starts with this key, so one invalidation refreshes the wallet everywhere. */
export const COUPON_KEY = ['coupon'] as const

export const couponQueries = {
  detail: (memberId: number | null, couponCode: string | null, lang: Language) =>
    queryOptions({
      queryKey: ['coupon', memberId, 'detail', couponCode, lang] as const,
      queryFn: ({ signal }) => fetchCouponDetail(couponCode as string, lang, signal),
      enabled: memberId !== null && !!couponCode,
    }),
  goods: (memberId: number | null, couponCode: string | null, sid: number | null, lang: Language) =>
    queryOptions({
      queryKey: ['coupon', memberId, 'goods', couponCode, sid, lang] as const,
      queryFn: ({ signal }) => fetchCouponGoods(couponCode as string, sid as number, lang, signal),
      enabled: memberId !== null && !!couponCode && sid !== null,
    }),
  // The centre's states depend on who asks (myClaimed), so the key carries the member.
  center: (memberId: number | null, lang: Language) =>
    queryOptions({
      queryKey: ['coupon', memberId, 'center', lang] as const,
      queryFn: ({ signal }) => fetchVoucherCenter(lang, signal),
    }),
  activity: (memberId: number | null, activityId: number | null, lang: Language) =>
    queryOptions({
      queryKey: ['coupon', memberId, 'activity', activityId, lang] as const,
      queryFn: ({ signal }) => fetchCouponActivity(activityId as number, lang, signal),
      enabled: activityId !== null,
    }),
  openActivities: (lang: Language) =>
    queryOptions({
      queryKey: ['coupon', 'activities', lang] as const,
      queryFn: ({ signal }) => fetchOpenActivities(lang, signal),
    }),
  gift: (memberId: number | null, token: string | null, lang: Language) =>
    queryOptions({
      queryKey: ['coupon', memberId, 'gift', token, lang] as const,
      queryFn: ({ signal }) => fetchGift(token as string, lang, signal),
      enabled: !!token,
    }),
}

function useMemberId(): number | null {
  const session = useSession()
  return isMemberWithPhone(session) ? session.memberId : null
}

/** One tab of my coupons, a page at a time ("load more"). */
export function useCouponPages(tab: CouponTab) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useInfiniteQuery({
    queryKey: ['coupon', memberId, 'page', tab, lang] as const,
    queryFn: ({ pageParam, signal }) => fetchCouponPage(tab, pageParam, lang, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
  })
}

export function useCouponDetail(couponCode: string | null) {
  return useQuery(couponQueries.detail(useMemberId(), couponCode, useLanguage()))
}

/** Reads a coupon's detail when an action needs its rules (the wallet's "use now"); a recent answer is reused. */
export function useFetchCouponDetail() {
  const client = useQueryClient()
  const memberId = useMemberId()
  const lang = useLanguage()
  return (couponCode: string) => client.fetchQuery({ ...couponQueries.detail(memberId, couponCode, lang), staleTime: 30_000 })
}

/** How each of these coupons takes goods (`rules.takes.mode` of its detail), once its detail is in. */
export function useCouponTakeModes(codes: readonly string[]): Map<string, CouponTakeMode> {
  const memberId = useMemberId()
  const lang = useLanguage()
  const details = useQueries({ queries: codes.map((code) => ({ ...couponQueries.detail(memberId, code, lang), staleTime: 60_000 })) })
  return new Map(details.flatMap((detail, i) => (detail.data ? [[codes[i], detail.data.rules?.takes?.mode ?? 'none'] as const] : [])))
}

export function useCouponGoods(couponCode: string | null, sid: number | null) {
  return useQuery(couponQueries.goods(useMemberId(), couponCode, sid, useLanguage()))
}

export function useVoucherCenter() {
  return useQuery(couponQueries.center(useMemberId(), useLanguage()))
}

export function useGift(token: string | null) {
  return useQuery(couponQueries.gift(useMemberId(), token, useLanguage()))
}

// ---- Mutations: each reads every coupon query again afterwards (the wallet, the centre, a
// detail); a failure toasts the server's words (贈送次數超出限制 ...) through the query client.

function useRefreshCoupons() {
  const client = useQueryClient()
  return () => void client.invalidateQueries({ queryKey: COUPON_KEY })
}

/** Claims a campaign of the voucher centre; the key is the claim's (see the checkout kit's retry keys). */
export function useClaimCampaign() {
  const refresh = useRefreshCoupons()
  return useMutation({
    mutationFn: ({ campaignId, idempotencyKey, code }: { campaignId: number; idempotencyKey: string; code?: string }) =>
      claimCampaign(campaignId, idempotencyKey, code),
    onSettled: refresh,
  })
}

export function useRedeemCode() {
  const refresh = useRefreshCoupons()
  return useMutation({
    mutationFn: ({ code, idempotencyKey }: { code: string; idempotencyKey: string }) => redeemCode(code, idempotencyKey),
    onSuccess: refresh,
  })
}

export function useGiveCoupon() {
  return useMutation({ mutationFn: giveCoupon, onSettled: useRefreshCoupons() })
}

export function useRevokeGift() {
  return useMutation({ mutationFn: revokeGift, onSettled: useRefreshCoupons() })
}

export function useReceiveGift() {
  return useMutation({ mutationFn: receiveGift, onSettled: useRefreshCoupons() })
}

/** Opens the activity behind a typed discount code; the page shows why a code opened nothing. */
export function useOpenActivityByCode() {
  return useMutation({ mutationFn: ({ code }: { code: string }) => openActivityByCode(code), meta: { toast: false } })
}
