import { Button, Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { fetchInvoicePdf, useInvoice, useOrderInvoice } from '../../api/invoices'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { InvoicePage } from './InvoicePage'
import s from './invoices.module.css'

/**
 * orderPlus/pages/invoice/detail/index?invoiceNo=: one receipt — its status (read again while it
 * is being issued or reversed), who it is made out to, the amount, its number and red-letter
 * number, the PDF; asking again when it failed, or for what is kept after a partial refund.
 */
export default function InvoiceDetailPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const invoice = useInvoice(params.get('invoiceNo') ?? '')
  const data = invoice.data
  // Whether this is the order's newest receipt and asking now makes another (failed, or reversed
  // after a partial refund with money still kept).
  const ofOrder = useOrderInvoice(data?.order_id ?? '')
  const renewable = !!data && ofOrder.data?.invoiceNo === data.invoiceNo && ofOrder.data.renewable

  const openPdf = async () => {
    if (!data) return
    try {
      const blob = await fetchInvoicePdf(data.invoiceNo)
      window.open(URL.createObjectURL(blob), '_blank', 'noopener')
    } catch {
      Toast.show({ content: t('invoices.pdfFailed') })
    }
  }

  const rows: [string, string | null][] = data
    ? [
        [t('invoices.issuedTo'), data.title.name],
        [t('invoices.taxNumber'), data.title.taxNumber || null],
        [t('invoices.amount'), `HK$${data.amount}`],
        [t('invoices.order'), data.order_id],
        [t('invoices.number'), data.number],
        [t('invoices.redNumber'), data.redNumber],
        [t('invoices.requestedAt'), formatDateTime(data.requestedAt, lang)],
        [t('invoices.issuedAt'), data.issuedAt ? formatDateTime(data.issuedAt, lang) : null],
      ]
    : []
  return (
    <InvoicePage title={t('invoices.detail')}>
      {invoice.isPending && <ListSkeleton rows={3} />}
      <QueryError query={invoice} />
      {data && (
        <>
          <section className={s.card} aria-live="polite">
            <p className={s.status} data-testid="invoice-status" data-status={data.status}>
              {data.statusText}
            </p>
            {data.failReason && <p className={s.error}>{data.failReason}</p>}
            {data.reversing && <p className={s.muted}>{t('invoices.reversing')}</p>}
          </section>
          <section className={s.card}>
            {rows
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className={s.row}>
                  <span className={s.muted}>{label}</span>
                  <span className={s.value}>{value}</span>
                </div>
              ))}
          </section>
          <div className={s.actions}>
            {data.pdfUrl && (
              <Button color="primary" shape="rounded" onClick={() => void openPdf()}>
                {t('invoices.openPdf')}
              </Button>
            )}
            {renewable && (
              <Button shape="rounded" onClick={() => navigate(pageUrl(PAGE.invoiceSubmit, { order_id: data.order_id }))}>
                {data.status === 'failed' ? t('invoices.askAgain') : t('invoices.askForKept', { amount: ofOrder.data?.keptAmount })}
              </Button>
            )}
          </div>
        </>
      )}
    </InvoicePage>
  )
}
