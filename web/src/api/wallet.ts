import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { request } from './client'
import { useMemberId } from './session'
import type { ProductStatus } from './prime'
import { nextPageOf, type Page } from './types'

/** The stored-value wallet (docs/API.md "Wallet top-up", "Payment password"). Money in dollars. */

/** Sets or resets the 6-digit payment password with an SMS code of scene `pay_password`. */
export const setPayPassword = (password: string, code: string) => request<null>('/v1/wallet/password/set', { method: 'POST', body: { password, code } })

export interface WalletBalance {
  /** The brand account, usable at every store. */
  balance: string
  /** Of the balance, what the member paid in, and what was gifted with top-ups. */
  principal: string
  bonus: string
  /** Single-store accounts, each usable at its store only (and spent there first). */
  stores: Array<{ sid: number; balance: string; bonus: string }>
}

export type WalletKind = 'recharge' | 'topup' | 'pay' | 'refund' | 'merge_in' | 'merge_out'

export interface WalletRecord {
  id: number
  /** Signed dollars; `bonus` is the gifted part of it. */
  amount: string
  bonus: string
  balanceAfter: string
  kind: WalletKind
  createdAt: number
  orderNo?: string
  rechargeNo?: string
  /** A store's own account; absent for the brand account. */
  sid?: number
}

export interface RechargePlan {
  id: number
  payAmount: string
  bonusAmount: string
  total: string
  /** The account it fills: 0 the brand's, else that store's only. */
  sid: number
}

export interface Recharge {
  rechargeNo: string
  payAmount: string
  bonusAmount: string
  total: string
  status: ProductStatus
  channel: string
  createdAt: number
  paidAt: number | null
}

export const WALLET_PAGE_SIZE = 20

export const fetchWalletBalance = (signal?: AbortSignal) => request<WalletBalance>('/v1/wallet/balance', { signal })
export const fetchWalletRecords = (pageNum: number, signal?: AbortSignal) =>
  request<Page<WalletRecord>>('/v1/wallet/records', { query: { pageNum, pageSize: WALLET_PAGE_SIZE }, signal })
/** The brand account's plans, and with `sid` that store's own. */
export const fetchRechargePlans = (sid: number | null, signal?: AbortSignal) =>
  request<{ enabled: boolean; list: RechargePlan[] }>('/v1/wallet/recharge/plans', { query: sid ? { sid } : {}, signal })
export const fetchRecharges = (pageNum: number, signal?: AbortSignal) =>
  request<Page<Recharge>>('/v1/member/account/queryRechargeSuccessOrderPage', { query: { pageNum, pageSize: WALLET_PAGE_SIZE }, signal })
export const fetchRecharge = (rechargeNo: string, signal?: AbortSignal) =>
  request<Recharge>('/v1/member/account/queryRechargeSuccessOrder', { query: { rechargeNo }, signal })
/** Starts paying for a plan by card: send the payer to `payUrl`. The key makes a retry the same recharge. */
export const startRecharge = (planId: number, successUrl: string, idempotencyKey: string) =>
  request<{ rechargeNo: string; payUrl: string }>('/v1/wallet/recharge', {
    method: 'POST',
    body: { planId, success_url: successUrl },
    headers: { 'Idempotency-Key': idempotencyKey },
  })

/** Every member wallet query starts with this key (after 'member'): logout and payments refresh them. */
const memberKey = (memberId: number | null) => ['member', memberId, 'wallet'] as const

export function useWalletBalance() {
  const memberId = useMemberId()
  return useQuery({ queryKey: [...memberKey(memberId), 'balance'] as const, queryFn: ({ signal }) => fetchWalletBalance(signal), enabled: memberId !== null })
}

export function useWalletRecords() {
  const memberId = useMemberId()
  return useInfiniteQuery({
    queryKey: [...memberKey(memberId), 'records'] as const,
    queryFn: ({ pageParam, signal }) => fetchWalletRecords(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
  })
}

export function useRechargePlans(sid: number | null = null) {
  return useQuery({ queryKey: ['recharge', 'plans', sid] as const, queryFn: ({ signal }) => fetchRechargePlans(sid, signal), staleTime: 60_000 })
}

export function useRecharges() {
  const memberId = useMemberId()
  return useInfiniteQuery({
    queryKey: [...memberKey(memberId), 'recharges'] as const,
    queryFn: ({ pageParam, signal }) => fetchRecharges(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
  })
}

/** A recharge being paid: asked again every 2 s until the gateway's answer is in. */
export function useRecharge(rechargeNo: string | null) {
  const memberId = useMemberId()
  return useQuery({
    queryKey: [...memberKey(memberId), 'recharge', rechargeNo] as const,
    queryFn: ({ signal }) => fetchRecharge(rechargeNo as string, signal),
    enabled: memberId !== null && !!rechargeNo,
    refetchInterval: (query) => (query.state.data?.status === 'paying' ? 2000 : false),
  })
}
