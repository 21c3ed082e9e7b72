import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../../i18n'
import { NO_SESSION, sessionStore } from '../../api/session'
import { LinkedAccounts } from './LinkedAccounts'

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
}

function setup(fetch: ReturnType<typeof vi.fn>, go = vi.fn()) {
  vi.stubGlobal('fetch', fetch)
  sessionStore.set({ token: 'member-token', mode: 'member', memberId: 9, hasPhone: true })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/memberPlus/pages/accountSetting/index']}>
        <LinkedAccounts go={go} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  // antd-mobile's dialog animates in with pointer-events off for a moment
  return { user: userEvent.setup({ pointerEventsCheck: 0 }), go }
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStore.set(NO_SESSION)
})

describe('LinkedAccounts', () => {
  it('links an offered provider through its page, coming back to settings', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://app.test')
      if (url.pathname === '/v1/member/identity/list') return json({ resultCode: 0, data: { linked: [], offered: ['google', 'facebook'] } })
      if (url.pathname === '/v1/account/thirdRedirect') {
        expect(url.searchParams.get('purpose')).toBe('link')
        expect(url.searchParams.get('returnUrl')).toBe('/memberPlus/pages/accountSetting/index')
        return json({ resultCode: 0, data: { url: 'https://accounts.example/auth' } })
      }
      return json({ resultCode: 0, data: null })
    })
    const { user, go } = setup(fetch)
    await user.click(await screen.findByRole('button', { name: '綁定 Facebook' }))
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://accounts.example/auth'))
  })

  it('unlinks after a confirmation and shows the server refusal for the last way in', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://app.test')
      if (url.pathname === '/v1/member/identity/list') return json({ resultCode: 0, data: { linked: [{ provider: 'google', linkedAt: 1 }], offered: ['google'] } })
      if (url.pathname === '/v1/member/identity/unlink') return json({ resultCode: 49006, resultMsg: '請先綁定手機號碼，否則解除後將無法登入', data: null })
      return json({ resultCode: 0, data: null })
    })
    const { user } = setup(fetch)
    await user.click(await screen.findByRole('button', { name: '解除綁定 Google' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '解除綁定' }))
    expect(await screen.findByText('請先綁定手機號碼，否則解除後將無法登入')).toBeInTheDocument()
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/v1/member/identity/unlink'))).toBe(true)
  })
})
