import { useQuery } from '@tanstack/react-query'
import { useLanguage } from '../i18n'
import { request } from './client'
import type { CouponTemplateView } from './coupons'
import type { ProductOrder } from './prime'
import { useMemberId } from './session'

/** Coupon packs (docs/API.md "Coupon packs"): so many coupons for a price. Money in dollars. */

export interface CouponPack {
  id: number
  name: string
  description: string[]
  image: string
  price: string
  /** Shown struck through; null: none. */
  originalPrice: string | null
  /** A member's orders of it; 0: no limit. */
  perMemberLimit: number
  /** For a member: how many more they may buy; null: no limit (or a visitor asking). */
  remaining: number | null
  onSale: boolean
  startsAt: number | null
  endsAt: number | null
  items: { templateId: number; count: number; coupon: CouponTemplateView }[]
}

export const fetchPacks = (signal?: AbortSignal) => request<{ onSale: boolean; list: CouponPack[] }>('/v1/coupon/packs', { signal })
export const fetchPack = (id: number, signal?: AbortSignal) => request<CouponPack>('/v1/coupon/pack', { query: { id }, signal })
export const fetchPackOrder = (orderNo: string, signal?: AbortSignal) => request<ProductOrder>('/v1/coupon/pack/order', { query: { orderNo }, signal })
/** Starts paying for a pack by card: send the payer to `payUrl`. The key makes a retry the same order. */
export const startPack = (packId: number, successUrl: string, idempotencyKey: string) =>
  request<{ orderNo: string; payUrl: string }>('/v1/coupon/pack/order', {
    method: 'POST',
    body: { packId, success_url: successUrl },
    headers: { 'Idempotency-Key': idempotencyKey },
  })

export function usePacks() {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({ queryKey: ['member', memberId, 'packs', lang] as const, queryFn: ({ signal }) => fetchPacks(signal) })
}

export function usePack(id: number | null) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({ queryKey: ['member', memberId, 'pack', id, lang] as const, queryFn: ({ signal }) => fetchPack(id as number, signal), enabled: !!id })
}

/** A pack order being paid: asked again every 2 s until the gateway's answer is in. */
export function usePackOrder(orderNo: string | null) {
  const memberId = useMemberId()
  const lang = useLanguage()
  return useQuery({
    queryKey: ['member', memberId, 'pack', 'order', orderNo, lang] as const,
    queryFn: ({ signal }) => fetchPackOrder(orderNo as string, signal),
    enabled: memberId !== null && !!orderNo,
    refetchInterval: (query) => (query.state.data?.status === 'paying' ? 2000 : false),
  })
}
