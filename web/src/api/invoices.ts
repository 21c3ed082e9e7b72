import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { buildUrl, request } from './client'
import { isTruthyFlag, useGlobalConfig } from './config'
import { currentSession, useMemberId } from './session'

/**
 * Invoices (e-receipts, issue 20, docs/API.md "Invoices", decision 0048): the member's titles
 * (personal, or a company with a tax number), one receipt per paid order for what was paid (the
 * server's figure), issued in the background; a refund reverses it.
 */

export type TitleKind = 'personal' | 'company'

export interface InvoiceTitle {
  id: number
  kind: TitleKind
  name: string
  taxNumber: string
  email: string
  isDefault: 0 | 1
}

export interface TitleInput {
  id?: number
  kind: TitleKind
  name: string
  taxNumber: string
  email: string
  isDefault: boolean
}

export type InvoiceStatus = 'requested' | 'issuing' | 'issued' | 'failed' | 'reversed' | 'cancelled'

export interface Invoice {
  invoiceNo: string
  /** A meal order's, or a product order's (a top-up, a pass, a gift card, a mall order). */
  source: 'order' | 'product'
  order_id: string
  /** The order's receipts counted from 1: a new one follows a partial refund's reversal. */
  generation: number
  status: InvoiceStatus
  statusText: string
  title: { kind: TitleKind; name: string; taxNumber: string; email: string }
  amount: string
  number: string | null
  redNumber: string | null
  failReason: string | null
  reversing: boolean
  requestedAt: number
  issuedAt: number | null
  reversedAt: number | null
  pdfUrl: string | null
}

/** The order's newest receipt, as /v1/order/invoice/status answers it. */
export interface OrderInvoice extends Invoice {
  /** Asking now makes a receipt: a failed one again, or a new one for what is still kept after a refund. */
  renewable: boolean
  /** What the customer keeps paid for the order now. */
  keptAmount: string
}

export const INVOICE_ERROR = { disabled: 48001, titleInvalid: 48002, taxNumber: 48003, notPaid: 48005 } as const

/** The server's rule (core/validators check_tax_number): 15, 18 or 20 of A-Z and 0-9. */
export function isTaxNumber(value: string): boolean {
  return /^[A-Z0-9]+$/.test(value) && [15, 18, 20].includes(value.length)
}

/** Receipts still on their way (being issued, or reversed after a refund): the page asks again until they settle. */
export const isSettling = (invoice: Pick<Invoice, 'status' | 'reversing'> | null | undefined) =>
  !!invoice && (invoice.status === 'requested' || invoice.status === 'issuing' || invoice.reversing)

export const fetchTitles = (lang: Language, signal?: AbortSignal) => request<{ list: InvoiceTitle[] }>('/v1/member/invoice/title/list', { lang, signal })
export const saveTitle = (input: TitleInput) =>
  request<InvoiceTitle>('/v1/member/invoice/title/save', { method: 'POST', body: { ...input, isDefault: input.isDefault ? 1 : 0 } })
export const deleteTitle = (id: number) => request<null>('/v1/member/invoice/title/delete', { method: 'POST', body: { id } })
export const fetchOrderInvoice = (orderId: string, lang: Language, signal?: AbortSignal) =>
  request<OrderInvoice | null>('/v1/order/invoice/status', { query: { order_id: orderId }, lang, signal })
export const fetchInvoice = (invoiceNo: string, lang: Language, signal?: AbortSignal) =>
  request<Invoice>('/v1/order/invoice/detail', { query: { invoiceNo }, lang, signal })
export const fetchInvoiceRecords = (lang: Language, signal?: AbortSignal) =>
  request<{ list: Invoice[]; total: number }>('/v1/order/invoice/queryPage', { query: { pageNum: 1, pageSize: 50 }, lang, signal })
export const requestInvoice = (orderId: string, title: { titleId: number } | Omit<TitleInput, 'isDefault' | 'id'>) =>
  request<Invoice>('/v1/order/invoice/thirdParty', { method: 'POST', body: { order_id: orderId, ...title } })

const invoiceKey = (memberId: number | null) => ['member', memberId, 'invoices'] as const
const SETTLING_POLL_MS = 3000

export const invoiceQueries = {
  titles: (memberId: number | null, lang: Language) =>
    queryOptions({ queryKey: [...invoiceKey(memberId), 'titles', lang] as const, queryFn: ({ signal }) => fetchTitles(lang, signal), enabled: memberId !== null }),
  ofOrder: (memberId: number | null, orderId: string, lang: Language) =>
    queryOptions({
      queryKey: [...invoiceKey(memberId), 'order', orderId, lang] as const,
      queryFn: ({ signal }) => fetchOrderInvoice(orderId, lang, signal),
      enabled: memberId !== null && orderId !== '',
      refetchInterval: (query) => (isSettling(query.state.data) ? SETTLING_POLL_MS : false),
    }),
  one: (memberId: number | null, invoiceNo: string, lang: Language) =>
    queryOptions({
      queryKey: [...invoiceKey(memberId), 'one', invoiceNo, lang] as const,
      queryFn: ({ signal }) => fetchInvoice(invoiceNo, lang, signal),
      enabled: memberId !== null && invoiceNo !== '',
      refetchInterval: (query) => (isSettling(query.state.data) ? SETTLING_POLL_MS : false),
    }),
  records: (memberId: number | null, lang: Language) =>
    queryOptions({ queryKey: [...invoiceKey(memberId), 'records', lang] as const, queryFn: ({ signal }) => fetchInvoiceRecords(lang, signal), enabled: memberId !== null }),
}

/** Whether the brand offers receipts (invoiceConfig.enable); false until the config is read. */
export function useInvoicesEnabled(): boolean {
  const config = useGlobalConfig()
  const flag = (config.data as { invoiceConfig?: { enable?: unknown } } | undefined)?.invoiceConfig?.enable
  return isTruthyFlag(flag)
}

export function useInvoiceTitles() {
  return useQuery(invoiceQueries.titles(useMemberId(), useLanguage()))
}
export function useOrderInvoice(orderId: string) {
  return useQuery(invoiceQueries.ofOrder(useMemberId(), orderId, useLanguage()))
}
export function useInvoice(invoiceNo: string) {
  return useQuery(invoiceQueries.one(useMemberId(), invoiceNo, useLanguage()))
}
export function useInvoiceRecords() {
  return useQuery(invoiceQueries.records(useMemberId(), useLanguage()))
}

function useInvalidateInvoices() {
  const client = useQueryClient()
  const memberId = useMemberId()
  return () => void client.invalidateQueries({ queryKey: invoiceKey(memberId) })
}

/** Saves a title (new or edited); the form shows what the server refused. */
export function useSaveTitle() {
  const invalidate = useInvalidateInvoices()
  return useMutation({ mutationFn: saveTitle, onSettled: invalidate, meta: { toast: false } })
}
export function useDeleteTitle() {
  const invalidate = useInvalidateInvoices()
  return useMutation({ mutationFn: deleteTitle, onSettled: invalidate })
}
/** Asks the order's receipt; a repeat answers the one there is. The page shows what was refused. */
export function useRequestInvoice() {
  const invalidate = useInvalidateInvoices()
  return useMutation({
    mutationFn: ({ orderId, title }: { orderId: string; title: Parameters<typeof requestInvoice>[1] }) => requestInvoice(orderId, title),
    onSettled: invalidate,
    meta: { toast: false },
  })
}

/**
 * The receipt's PDF, read with the member's session (it is served to its member only, so a plain
 * link would not do); the page opens it as a blob.
 */
export async function fetchInvoicePdf(invoiceNo: string): Promise<Blob> {
  const token = currentSession().token
  const response = await fetch(buildUrl('/v1/order/invoice/pdf', { invoiceNo }), { headers: token ? { auth: token } : {} })
  if (!response.ok) throw new Error(`pdf ${response.status}`)
  return response.blob()
}
