import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type RequestOptions } from '../../api/client'
import type { InvoiceTitle } from '../../api/invoices'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import InvoiceTitlesPage from './InvoiceTitlesPage'

let titles: InvoiceTitle[] = []
const save = vi.fn()
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/config/global') return { invoiceConfig: { enable: 1 } }
    if (path === '/v1/member/invoice/title/list') return { list: titles }
    if (path === '/v1/member/invoice/title/save') return save(options?.body)
    return actual.request(path, options)
  }
  return { ...actual, request }
})

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <InvoiceTitlesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('InvoiceTitlesPage', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    titles = [
      { id: 1, kind: 'personal', name: '陳大文', taxNumber: '', email: '', isDefault: 1 },
      { id: 2, kind: 'company', name: '港灣廚房有限公司', taxNumber: 'ABCDE1234567890', email: '', isDefault: 0 },
    ]
    save.mockReset()
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
  })
  afterEach(() => sessionStore.set(NO_SESSION))

  it('lists the titles, the default marked, each action named after its title', async () => {
    renderPage()
    const rows = await screen.findAllByTestId('invoice-title')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]).getByText('個人 · 預設')).toBeInTheDocument()
    expect(within(rows[1]).getByText('稅號 ABCDE1234567890')).toBeInTheDocument()
    // Only a title that is not the default offers to become it.
    expect(screen.queryByRole('button', { name: '將 陳大文 設為預設' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '將 港灣廚房有限公司 設為預設' }))
    expect(save).toHaveBeenCalledWith({ id: 2, kind: 'company', name: '港灣廚房有限公司', taxNumber: 'ABCDE1234567890', email: '', isDefault: 1 })
  })

  it('adds a title and shows what the server refused, in the form', async () => {
    save.mockRejectedValue(new ApiError(48004, '最多可儲存 20 個抬頭', 409))
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: '新增抬頭' }))
    await userEvent.click(screen.getByRole('button', { name: '儲存' }))
    expect(await screen.findByText('請填寫抬頭名稱')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
    await userEvent.type(screen.getByLabelText('姓名'), '李小龍')
    await userEvent.click(screen.getByRole('button', { name: '儲存' }))
    expect(save).toHaveBeenCalledWith({ kind: 'personal', name: '李小龍', taxNumber: '', email: '', isDefault: 0 })
    expect(await screen.findByRole('alert')).toHaveTextContent('最多可儲存 20 個抬頭')
  })
})
