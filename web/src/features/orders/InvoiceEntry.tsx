import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useInvoicesEnabled, useOrderInvoice } from '../../api/invoices'
import type { OrderDetail } from '../../api/order'
import { PAGE, pageUrl } from '../../app/pagePaths'

/**
 * On a paid order's page while the brand offers receipts: "Receipt" asks one; once asked, it opens
 * the receipt. Nothing for unpaid or cancelled orders (the server refuses those too).
 */
export function InvoiceEntry({ order }: { order: Pick<OrderDetail, 'order_id' | 'paidAt' | 'status'> }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const enabled = useInvoicesEnabled()
  const paid = order.paidAt !== null && order.status !== 'cancelled'
  const invoice = useOrderInvoice(enabled && paid ? order.order_id : '')
  if (!enabled || !paid || invoice.isPending) return null
  const existing = invoice.data
  return (
    <Button
      size="small"
      shape="rounded"
      data-testid="order-invoice"
      onClick={() =>
        navigate(existing ? pageUrl(PAGE.invoiceDetail, { invoiceNo: existing.invoiceNo }) : pageUrl(PAGE.invoiceSubmit, { order_id: order.order_id }))
      }
    >
      {existing ? t('invoices.view') : t('invoices.request')}
    </Button>
  )
}
