import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestOptions } from '../../api/client'
import type { Invoice } from '../../api/invoices'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { setLanguage } from '../../i18n'
import { invoice, orderInvoice, renderAt } from '../../test/invoiceFixtures'
import InvoiceDetailPage from './InvoiceDetailPage'

let answer: Invoice
// What the order's newest receipt answers: this one, renewable or not, and what is kept.
let ofOrder: { renewable: boolean; keptAmount: string } = { renewable: false, keptAmount: '72' }
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/config/global') return { invoiceConfig: { enable: 1 } }
    if (path === '/v1/order/invoice/detail') return answer
    if (path === '/v1/order/invoice/status') return orderInvoice({ ...answer, ...ofOrder })
    return actual.request(path, options)
  }
  return { ...actual, request }
})


const renderPage = () => renderAt('/orderPlus/pages/invoice/detail/index?invoiceNo=INV1', '/orderPlus/pages/invoice/detail/index', <InvoiceDetailPage />)

const base: Invoice = invoice({
  status: 'issued',
  statusText: 'Issued',
  title: { kind: 'company', name: 'Harbour Ltd', taxNumber: 'ABCDE1234567890', email: '' },
  number: 'SBX20260000000001',
  issuedAt: 1_764_300_060_000,
  pdfUrl: '/v1/order/invoice/pdf?invoiceNo=INV1',
})

describe('InvoiceDetailPage', () => {
  beforeEach(async () => {
    await setLanguage('en')
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
    ofOrder = { renewable: false, keptAmount: '72' }
  })
  afterEach(() => sessionStore.set(NO_SESSION))

  it('shows an issued receipt: who it is made out to, the amount, its number, and the PDF button', async () => {
    answer = base
    renderPage()
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('Issued')
    expect(screen.getByText('Harbour Ltd')).toBeInTheDocument()
    expect(screen.getByText('ABCDE1234567890')).toBeInTheDocument()
    expect(screen.getByText('HK$72')).toBeInTheDocument()
    expect(screen.getByText('SBX20260000000001')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open the PDF' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Ask again' })).not.toBeInTheDocument()
  })

  it('a failed receipt says why and may be asked again for its order', async () => {
    answer = { ...base, status: 'failed', statusText: 'Could not be issued', number: null, pdfUrl: null, failReason: 'The tax number is not registered' }
    ofOrder = { renewable: true, keptAmount: '72' }
    renderPage()
    expect(await screen.findByText('The tax number is not registered')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Open the PDF' })).not.toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: 'Ask again' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/orderPlus/pages/invoice/submit/index?order_id=Q1')
  })

  it('a reversed receipt shows its red-letter number', async () => {
    answer = { ...base, status: 'reversed', statusText: 'Reversed', redNumber: 'RSBX20260000000001' }
    renderPage()
    expect(await screen.findByText('RSBX20260000000001')).toBeInTheDocument()
    expect(screen.getByText('Reversing receipt no.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Ask/ })).not.toBeInTheDocument()
  })

  it('a receipt reversed by a partial refund offers a new one for what is kept', async () => {
    answer = { ...base, status: 'reversed', statusText: 'Reversed', redNumber: 'RSBX20260000000001' }
    ofOrder = { renewable: true, keptAmount: '53.5' }
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a receipt for what you kept paid (HK$53.5)' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/orderPlus/pages/invoice/submit/index?order_id=Q1')
  })
})
