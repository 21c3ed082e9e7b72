import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../../i18n'
import { currentSession, NO_SESSION, sessionStore } from '../../api/session'
import AuthPage from './AuthPage'
import { ThirdPartyButtons } from './ThirdPartyButtons'

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

const member = { id: 7, memberId: 7, areaCode: '', phone: '', hasPhone: false, nickName: 'Chan Tai Man', language: 'zh-HK' }
const signedIn = (hasPhone: boolean) => ({
  status: 'done', token: 'member-token', userId: 7, memberId: 7, mode: 'member', isNew: !hasPhone, hasPassword: false, hasPhone,
  member: { ...member, hasPhone }, returnUrl: '/account/pages/public/auth/index', provider: 'google',
})

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

function renderAt(entry: string, fetch: ReturnType<typeof vi.fn>, element = <AuthPage />) {
  vi.stubGlobal('fetch', fetch)
  sessionStore.set({ token: 'visitor-token', mode: 'tourist', memberId: null, hasPhone: false })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/account/pages/public/auth/index" element={<>{element}<Where /></>} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

function server(routes: Record<string, (url: URL, init?: RequestInit) => unknown>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test')
    for (const [path, answer] of Object.entries(routes)) {
      if (url.pathname === path) return json({ resultCode: 0, data: answer(url, init) })
    }
    return json({ resultCode: 0, data: { list: [], total: 0 } })
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStore.set(NO_SESSION)
})

describe('ThirdPartyButtons', () => {
  it('shows a button with an accessible name for each configured provider and none for the others', async () => {
    renderAt('/account/pages/public/auth/index', server({ '/v1/account/third/providers': () => ({ providers: ['google', 'facebook'] }) }))
    expect(await screen.findByRole('button', { name: '使用 Google 繼續' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '使用 Facebook 繼續' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '使用 Apple 繼續' })).toBeNull()
  })

  it('asks the server for the provider address with the page to come back to, then goes there', async () => {
    const go = vi.fn()
    const fetch = server({
      '/v1/account/third/providers': () => ({ providers: ['apple'] }),
      '/v1/account/thirdRedirect': (url) => {
        expect(url.searchParams.get('provider')).toBe('apple')
        expect(url.searchParams.get('returnUrl')).toBe('/account/pages/public/auth/index?oldUrl=%2Fmine')
        return { url: 'https://appleid.example/auth?state=s' }
      },
    })
    const user = renderAt('/account/pages/public/auth/index?oldUrl=%2Fmine', fetch, <ThirdPartyButtons returnUrl="/account/pages/public/auth/index?oldUrl=%2Fmine" go={go} />)
    await user.click(await screen.findByRole('button', { name: '使用 Apple 繼續' }))
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://appleid.example/auth?state=s'))
  })
})

describe('coming back from the provider', () => {
  it('redeems the ticket, takes it off the address and asks a first-time member for a phone', async () => {
    const fetch = server({ '/v2/oauth2/ext/token': () => signedIn(false), '/v1/account/third/providers': () => ({ providers: ['google'] }) })
    renderAt('/account/pages/public/auth/index?oldUrl=%2Fmine&thirdTicket=T1', fetch)
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/account/pages/public/auth/index?oldUrl=%2Fmine&bindPhone=1'))
    expect(await screen.findByText('首次登入：請綁定手機號碼以完成註冊')).toBeInTheDocument()
    expect(currentSession()).toEqual({ token: 'member-token', mode: 'member', memberId: 7, hasPhone: false })
    const redeem = fetch.mock.calls.find(([u]) => String(u).includes('/v2/oauth2/ext/token'))
    expect(JSON.parse(String(redeem?.[1]?.body))).toEqual({ ticket: 'T1' })
    expect(screen.queryByRole('button', { name: '使用 Google 繼續' })).toBeNull()  // the phone comes first
  })

  it('asks again while the server is still checking, then goes back to oldUrl', async () => {
    let calls = 0
    const fetch = server({ '/v2/oauth2/ext/token': () => (++calls < 2 ? { status: 'pending' } : signedIn(true)) })
    renderAt('/account/pages/public/auth/index?oldUrl=%2Fmine&thirdTicket=T2', fetch)
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/mine$/), { timeout: 3000 })
    expect(calls).toBe(2)
  })

  it('a cancelled sign-in leaves the address clean and redeems nothing', async () => {
    const fetch = server({})
    renderAt('/account/pages/public/auth/index?thirdError=cancelled', fetch)
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/account\/pages\/public\/auth\/index$/))
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/v2/oauth2/ext/token'))).toBe(false)
  })
})
