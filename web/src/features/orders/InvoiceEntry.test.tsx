import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestOptions } from '../../api/client'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { setLanguage } from '../../i18n'
import { renderAt } from '../../test/invoiceFixtures'
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


const renderEntry = (order: { paidAt: number | null; status: 'finished' | 'waiting_payment' }) =>
  renderAt('/order', '/order', <InvoiceEntry order={{ order_id: 'Q1', ...order }} />)

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
