import { useQuery } from '@tanstack/react-query'
import { request } from './client'
import { useMemberId } from './session'

/** The member code (docs/API.md "Member code"): a new code on every call, good for `refreshMs`. */
export interface MemberCode {
  code: string
  expiresAt: number
  refreshMs: number
}

export const fetchMemberCode = (signal?: AbortSignal) => request<MemberCode>('/v1/member/code', { signal })

/**
 * The member's code now, fetched again each minute and whenever the page comes back into view (a
 * code seen earlier may have run out). Never cached between visits: every code is good once.
 */
export function useMemberCode() {
  const memberId = useMemberId()
  return useQuery({
    queryKey: ['member', memberId, 'code'] as const,
    queryFn: ({ signal }) => fetchMemberCode(signal),
    enabled: memberId !== null,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => query.state.data?.refreshMs ?? 60_000,
    refetchOnWindowFocus: 'always',
  })
}

/** A member type (docs/API.md "Levels and growth", decision 0028). */
export interface MemberType {
  id: number
  kind: 'student' | 'elderly' | 'employee'
  status: 'pending' | 'approved' | 'rejected' | 'expired'
  school?: string
  validUntil: number | null
  requestedAt: number
  decidedAt: number | null
}

export interface MemberTypes {
  list: MemberType[]
  studentCertification: 0 | 1 | 2 | 3
  /** The kinds held now. */
  memberTypes: Array<MemberType['kind']>
}

export type TypeRequest = { kind: 'student'; school: string; cardValidUntil: string } | { kind: 'elderly' }

export const fetchMemberTypes = (signal?: AbortSignal) => request<MemberTypes>('/v1/member/types', { signal })
export const requestMemberType = (body: TypeRequest) => request<MemberType>('/v1/member/types', { method: 'POST', body })

export function useMemberTypes() {
  const memberId = useMemberId()
  return useQuery({ queryKey: ['member', memberId, 'types'] as const, queryFn: ({ signal }) => fetchMemberTypes(signal), enabled: memberId !== null })
}
