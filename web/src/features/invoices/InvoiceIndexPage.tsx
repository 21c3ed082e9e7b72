import { RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE } from '../../app/pagePaths'
import { InvoicePage } from './InvoicePage'
import s from './invoices.module.css'

/** orderPlus/pages/invoice/index/index: the receipt centre — ask one for an order, titles, records, help. */
export default function InvoiceIndexPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const entries = [
    { path: PAGE.invoiceOrders, label: t('invoices.toOrders') },
    { path: PAGE.invoiceRecords, label: t('invoices.records') },
    { path: PAGE.invoiceTitles, label: t('invoices.titles') },
    { path: PAGE.invoiceHelper, label: t('invoices.helper') },
  ]
  return (
    <InvoicePage title={t('invoices.centre')}>
      <p className={s.intro}>{t('invoices.centreIntro')}</p>
      <nav className={s.card} aria-label={t('invoices.centre')}>
        {entries.map((entry) => (
          <button key={entry.path} type="button" className={s.link} onClick={() => navigate(`/${entry.path}`)}>
            <span>{entry.label}</span>
            <RightOutline aria-hidden="true" />
          </button>
        ))}
      </nav>
    </InvoicePage>
  )
}
