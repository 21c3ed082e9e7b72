import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type RequestOptions } from '../../api/client'
import type { InvoiceTitle } from '../../api/invoices'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { setLanguage } from '../../i18n'
import { orderInvoice, renderAt } from '../../test/invoiceFixtures'
import InvoiceSubmitPage from './InvoiceSubmitPage'

// The server's side: invoices on or off, the member's titles, the order's receipt, the request.
let enabled = 1
let titles: InvoiceTitle[] = []
let existing: ReturnType<typeof orderInvoice> | null = null
const ask = vi.fn()
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/config/global') return { invoiceConfig: { enable: enabled } }
    if (path === '/v1/member/invoice/title/list') return { list: titles }
    if (path === '/v1/order/invoice/status') return existing
    if (path === '/v1/order/invoice/thirdParty') return ask(options?.body)
    return actual.request(path, options)
  }
  return { ...actual, request }
})


const renderPage = () => renderAt('/orderPlus/pages/invoice/submit/index?order_id=Q1', '/orderPlus/pages/invoice/submit/index', <InvoiceSubmitPage />)

describe('InvoiceSubmitPage', () => {
  beforeEach(async () => {
    await setLanguage('en')
    enabled = 1
    titles = []
    existing = null
    ask.mockReset()
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
  })
  afterEach(() => sessionStore.set(NO_SESSION))

  it('checks the tax-number rule before sending a company title, then asks the receipt and shows the thanks', async () => {
    ask.mockResolvedValue(orderInvoice())
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Company' }))
    await userEvent.type(screen.getByLabelText('Company name'), 'Harbour Ltd')
    await userEvent.type(screen.getByLabelText('Tax / BR number'), 'abc123')
    await userEvent.click(screen.getByRole('button', { name: 'Request' }))
    expect(ask).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Tax / BR number')).toHaveAttribute('aria-invalid', 'true')
    // Typed in lower case, kept in upper case: 15 characters pass.
    await userEvent.type(screen.getByLabelText('Tax / BR number'), 'def456789')
    expect(screen.getByLabelText('Tax / BR number')).toHaveValue('ABC123DEF456789')
    await userEvent.click(screen.getByRole('button', { name: 'Request' }))
    expect(ask).toHaveBeenCalledWith({ order_id: 'Q1', kind: 'company', name: 'Harbour Ltd', taxNumber: 'ABC123DEF456789', email: '' })
    expect(await screen.findByTestId('where')).toHaveTextContent('/orderPlus/pages/invoice/success/index?invoiceNo=INV1')
  })

  it('offers the saved titles with the default chosen, and shows what the server refused', async () => {
    titles = [
      { id: 4, kind: 'personal', name: 'Amy', taxNumber: '', email: '', isDefault: 0 },
      { id: 5, kind: 'company', name: 'Harbour Ltd', taxNumber: 'ABCDE1234567890', email: '', isDefault: 1 },
    ]
    ask.mockRejectedValue(new ApiError(48005, 'A receipt can be requested only for a paid order', 409))
    renderPage()
    expect(await screen.findByRole('radio', { name: 'Harbour Ltd (ABCDE1234567890)' })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Request' }))
    expect(ask).toHaveBeenCalledWith({ order_id: 'Q1', titleId: 5 })
    expect(await screen.findByRole('alert')).toHaveTextContent('A receipt can be requested only for a paid order')
  })

  it('shows the receipt already asked for instead of a second request', async () => {
    existing = orderInvoice({ status: 'issued', statusText: 'Issued' })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'View the receipt' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/orderPlus/pages/invoice/detail/index?invoiceNo=INV1')
    expect(ask).not.toHaveBeenCalled()
  })

  it('after a partial refund reversed the receipt, offers a new one for what is kept', async () => {
    existing = orderInvoice({ status: 'reversed', statusText: 'Reversed', renewable: true, keptAmount: '53.5' })
    ask.mockResolvedValue(orderInvoice({ invoiceNo: 'INV2', generation: 2, amount: '53.5' }))
    titles = [{ id: 7, kind: 'personal', name: '陳大文', taxNumber: '', email: '', isDefault: 1 }]
    renderPage()
    expect(await screen.findByTestId('invoice-replacing')).toHaveTextContent('HK$53.5')
    await userEvent.click(screen.getByRole('button', { name: 'Request' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/orderPlus/pages/invoice/success/index?invoiceNo=INV2')
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ order_id: 'Q1', titleId: 7 }))
  })

  it('a receipt reversed by a full refund stands: nothing more to ask', async () => {
    existing = orderInvoice({ status: 'reversed', statusText: 'Reversed', renewable: false, keptAmount: '0' })
    renderPage()
    expect(await screen.findByRole('button', { name: 'View the receipt' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Request' })).not.toBeInTheDocument()
  })

  it('says receipts are not offered while the brand has them off', async () => {
    enabled = 0
    renderPage()
    expect(await screen.findByRole('heading', { name: 'E-receipts are not available' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Request' })).not.toBeInTheDocument()
  })
})
