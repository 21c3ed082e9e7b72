import { RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useInvoiceRecords } from '../../api/invoices'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { InvoicePage } from './InvoicePage'
import s from './invoices.module.css'

/** orderPlus/pages/invoice/record/index: the member's receipts, newest first. */
export default function InvoiceRecordPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const records = useInvoiceRecords()
  const list = records.data?.list ?? []
  return (
    <InvoicePage title={t('invoices.records')}>
      {records.isPending && <ListSkeleton rows={3} />}
      <QueryError query={records} />
      {records.data && list.length === 0 && <EmptyView title={t('invoices.noRecords')} />}
      <ul className={s.list}>
        {list.map((invoice) => (
          <li key={invoice.invoiceNo} className={s.card}>
            <button
              type="button"
              className={s.link}
              onClick={() => navigate(pageUrl(PAGE.invoiceDetail, { invoiceNo: invoice.invoiceNo }))}
            >
              <span>
                <span className={s.value}>{invoice.title.name}</span>
                <br />
                <span className={s.muted}>
                  HK${invoice.amount} · {formatDateTime(invoice.requestedAt, lang)}
                </span>
              </span>
              <span className={s.muted} data-status={invoice.status}>
                {invoice.statusText} <RightOutline aria-hidden="true" />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </InvoicePage>
  )
}
