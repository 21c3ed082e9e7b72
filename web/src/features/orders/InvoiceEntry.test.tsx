import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestOptions } from '../../api/client'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import { InvoiceEntry } from './InvoiceEntry'

let enabled = 1
let existing: { invoiceNo: string } | null = null
const configRead = vi.fn()
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/config/global') {
      configRead()
      return { invoiceConfig: { enable: enabled } }
    }
    if (path === '/v1/order/invoice/status') return existing
    return actual.request(path, options)
  }
  return { ...actual, request }
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

function renderEntry(order: { paidAt: number | null; status: 'finished' | 'waiting_payment' }) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/order']}>
        <Routes>
          <Route path="/order" element={<InvoiceEntry order={{ order_id: 'Q1', ...order }} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('InvoiceEntry', () => {
  beforeEach(async () => {
    await setLanguage('en')
    enabled = 1
    existing = null
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
  })
  afterEach(() => sessionStore.set(NO_SESSION))

  it('a paid order without a receipt opens the request', async () => {
    renderEntry({ paidAt: 1_764_300_000_000, status: 'finished' })
    await userEvent.click(await screen.findByRole('button', { name: 'Receipt' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/orderPlus/pages/invoice/submit/index?order_id=Q1')
  })

  it('an order with a receipt opens it', async () => {
    existing = { invoiceNo: 'INV9' }
    renderEntry({ paidAt: 1_764_300_000_000, status: 'finished' })
    await userEvent.click(await screen.findByRole('button', { name: 'View the receipt' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/orderPlus/pages/invoice/detail/index?invoiceNo=INV9')
  })

  it('nothing for an unpaid order, nor while the brand has receipts off', async () => {
    const unpaid = renderEntry({ paidAt: null, status: 'waiting_payment' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    unpaid.unmount()
    enabled = 0
    configRead.mockClear()
    renderEntry({ paidAt: 1_764_300_000_000, status: 'finished' })
    await vi.waitFor(() => expect(configRead).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
