import { useQuery } from '@tanstack/react-query'
import { request } from './client'
import { isMember, useSession } from './session'

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
  const session = useSession()
  const memberId = isMember(session) ? session.memberId : null
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
