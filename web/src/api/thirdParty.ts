import { queryOptions } from '@tanstack/react-query'
import { ensureVisitorSession, signedIn, type SignInResult } from './account'
import { request } from './client'

/**
 * Sign-in with Google, Apple and Facebook (docs/API.md "Third-party sign-in";
 * docs/decisions/0049-oidc-sign-in.md). The server starts the attempt for this browser's session
 * and answers the provider's address; the provider sends the browser back to the app with a
 * one-time `thirdTicket`, which only this session can turn into a member session.
 */

export type ThirdProvider = 'google' | 'apple' | 'facebook'
export const THIRD_PROVIDERS: readonly ThirdProvider[] = ['google', 'apple', 'facebook']

export function isThirdProvider(value: unknown): value is ThirdProvider {
  return typeof value === 'string' && (THIRD_PROVIDERS as readonly string[]).includes(value)
}

export const fetchThirdProviders = (signal?: AbortSignal) =>
  request<{ providers: string[] }>('/v1/account/third/providers', { signal, sessionFlow: false }).then((r) =>
    r.providers.filter(isThirdProvider),
  )

export const thirdPartyQueries = {
  providers: () =>
    queryOptions({ queryKey: ['thirdProviders'] as const, queryFn: ({ signal }) => fetchThirdProviders(signal), staleTime: Infinity }),
  linked: (memberId: number | null) =>
    queryOptions({
      queryKey: ['member', memberId, 'identities'] as const,
      queryFn: ({ signal }) => request<LinkedIdentities>('/v1/member/identity/list', { signal }),
    }),
}

export interface LinkedIdentities {
  linked: { provider: string; linkedAt: number }[]
  offered: string[]
}

/** The provider's sign-in page for this browser; `returnUrl` is a path of ours to come back to. */
export async function startThirdSignIn(provider: ThirdProvider, returnUrl: string, purpose: 'signIn' | 'link' = 'signIn') {
  await ensureVisitorSession()  // the attempt belongs to a session, a visitor's at least
  const r = await request<{ url: string }>('/v1/account/thirdRedirect', { query: { provider, returnUrl, purpose }, sessionFlow: false })
  return r.url
}

type Redeemed = { status: 'pending' } | (SignInResult & { status: 'done'; returnUrl: string; provider: string })

export const REDEEM_POLL_MS = 400
export const REDEEM_TRIES = 40

/**
 * Turns the ticket into the session. The server checks the provider's answer in the background,
 * so the first answers may be "pending": ask again a little later.
 */
export async function redeemThirdTicket(
  ticket: string,
  options: { unBindingOldMember?: boolean; wait?: (ms: number) => Promise<void> } = {},
): Promise<SignInResult & { returnUrl: string; provider: string }> {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  for (let i = 0; i < REDEEM_TRIES; i++) {
    const r = await request<Redeemed>('/v2/oauth2/ext/token', {
      method: 'POST',
      body: { ticket, unBindingOldMember: options.unBindingOldMember || undefined },
      sessionFlow: false,
    })
    if (r.status === 'done') {
      signedIn(r)
      return r
    }
    await wait(REDEEM_POLL_MS)
  }
  throw new Error('third-party sign-in timed out')
}

export const unlinkIdentity = (provider: ThirdProvider) =>
  request<null>('/v1/member/identity/unlink', { method: 'POST', body: { provider } })
