import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../../i18n'
import { currentSession, NO_SESSION, sessionStore } from '../../api/session'
import { clearAuthDraft } from './authDraft'
import { SmsLoginForm } from './SmsLoginForm'

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

const member = { id: 5, memberId: 5, areaCode: '852', phone: '91234567', hasPhone: true, nickName: '', language: 'zh-HK' }

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

function setup(fetch: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetch)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/auth']}>
        <Routes>
          <Route path="/auth" element={<SmsLoginForm oldUrl="/member/pages/address/list/index" />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

afterEach(() => {
  vi.unstubAllGlobals()
  clearAuthDraft()
  sessionStore.set(NO_SESSION)
})

describe('SmsLoginForm', () => {
  it('checks the phone, the code and the agreements before calling the server', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) => (String(url).includes('agreement/list') ? json({ resultCode: 0, data: { list: [], total: 0 } }) : json({ resultCode: 0, data: {} })))
    const user = setup(fetch)
    await user.click(screen.getByRole('button', { name: '登入 / 註冊' }))
    expect(screen.getByText('請輸入手機號碼')).toBeInTheDocument()
    expect(screen.getByText('請輸入驗證碼')).toBeInTheDocument()

    await user.type(screen.getByLabelText('手機號碼'), '2123')
    await user.type(screen.getByLabelText('驗證碼'), '12a34')
    await user.click(screen.getByRole('button', { name: '登入 / 註冊' }))
    expect(screen.getByText('請輸入正確的手機號碼')).toBeInTheDocument()
    expect(screen.getByText('請輸入完整的 6 位驗證碼')).toBeInTheDocument()
    expect(screen.getByLabelText('驗證碼')).toHaveValue('1234') // digits only

    await user.clear(screen.getByLabelText('手機號碼'))
    await user.type(screen.getByLabelText('手機號碼'), '91234567')
    await user.type(screen.getByLabelText('驗證碼'), '56')
    await user.click(screen.getByRole('button', { name: '登入 / 註冊' }))
    expect(screen.getByRole('alert')).toHaveTextContent('請先閱讀並同意會員條款及私隱政策')

    await user.click(screen.getByRole('button', { name: '有邀請碼？' }))
    await user.type(screen.getByLabelText('邀請碼'), 'BAD-CODE')
    await user.click(screen.getByRole('checkbox', { name: /會員條款/ }))
    await user.click(screen.getByRole('checkbox', { name: /私隱政策/ }))
    await user.click(screen.getByRole('button', { name: '登入 / 註冊' }))
    expect(screen.getByText('請輸入正確的邀請碼或優惠碼（最多 32 位字母或數字）')).toBeInTheDocument()
    expect(fetch.mock.calls.some(([url]) => String(url).includes('simpleRegister'))).toBe(false)
  })

  it('registers, stores the member session and sends a new member straight back to oldUrl (the profile waits)', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).includes('agreement/list')) return json({ resultCode: 0, data: { list: [{ id: 2, version: 3, extension: '{"type":"userPrivacyTreaty","title":"私隱政策"}', updateTime: 1 }], total: 1 } })
      if (String(url).includes('simpleRegister')) {
        expect(JSON.parse(String(init?.body))).toEqual({ areaCode: '852', phone: '91234567', code: '123456', agree: true })
        return json({ resultCode: 0, data: { token: 'member-token', userId: 5, memberId: 5, mode: 'member', isNew: true, hasPassword: false, hasPhone: true, member } })
      }
      return json({ resultCode: 0, data: {} })
    })
    const user = setup(fetch)
    await user.type(screen.getByLabelText('手機號碼'), '9123 4567')
    await user.type(screen.getByLabelText('驗證碼'), '123456')
    await user.click(screen.getByRole('checkbox', { name: /會員條款/ }))
    await user.click(screen.getByRole('checkbox', { name: /私隱政策/ }))
    await user.click(screen.getByRole('button', { name: '登入 / 註冊' }))
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/member\/pages\/address\/list\/index$/)
    expect(currentSession()).toEqual({ token: 'member-token', mode: 'member', memberId: 5, hasPhone: true })
    expect(localStorage.getItem('agreementModal')).toBe('1')
  })

  it('shows the server’s message when it refuses', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) => {
      if (String(url).includes('simpleRegister')) return json({ resultCode: 10021, resultMsg: '驗證碼錯誤', data: null }, 400)
      return json({ resultCode: 0, data: { list: [], total: 0 } })
    })
    const user = setup(fetch)
    await user.type(screen.getByLabelText('手機號碼'), '91234567')
    await user.type(screen.getByLabelText('驗證碼'), '000000')
    await user.click(screen.getByRole('checkbox', { name: /會員條款/ }))
    await user.click(screen.getByRole('checkbox', { name: /私隱政策/ }))
    await user.click(screen.getByRole('button', { name: '登入 / 註冊' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('驗證碼錯誤')
    expect(currentSession().mode).toBe('tourist')
  })
})
