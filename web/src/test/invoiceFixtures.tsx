import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import type { Invoice, OrderInvoice } from '../api/invoices'
import { createQueryClient } from '../app/queryClient'

/** A receipt as the server answers it (docs/API.md "Invoices"): requested for order Q1, HK$72. */
export const invoice = (patch: Partial<Invoice> = {}): Invoice => ({
  invoiceNo: 'INV1',
  source: 'order',
  order_id: 'Q1',
  generation: 1,
  status: 'requested',
  statusText: 'Requested',
  title: { kind: 'personal', name: '陳大文', taxNumber: '', email: '' },
  amount: '72',
  number: null,
  redNumber: null,
  failReason: null,
  reversing: false,
  requestedAt: 1_764_300_000_000,
  issuedAt: null,
  reversedAt: null,
  pdfUrl: null,
  ...patch,
})

/** The order's newest receipt as /v1/order/invoice/status answers it. */
export const orderInvoice = (patch: Partial<OrderInvoice> = {}): OrderInvoice => ({ ...invoice(), renewable: false, keptAmount: '72', ...patch })

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

/** Renders `element` at `url` (its route `path`); any other address shows where the page went (test id "where"). */
export function renderAt(url: string, path: string, element: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}
