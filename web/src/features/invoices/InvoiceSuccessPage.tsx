import { Button } from 'antd-mobile'
import { CheckCircleFill } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { InvoicePage } from './InvoicePage'
import s from './invoices.module.css'

/** orderPlus/pages/invoice/success/index?invoiceNo=: the request is in; the receipt follows in a moment. */
export default function InvoiceSuccessPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const invoiceNo = params.get('invoiceNo') ?? ''
  return (
    <InvoicePage title={t('invoices.successTitle')}>
      <section className={`${s.card} ${s.done}`} data-testid="invoice-success">
        <CheckCircleFill className={s.doneIcon} aria-hidden="true" />
        <h2 className={s.sectionTitle}>{t('invoices.successTitle')}</h2>
        <p className={s.intro}>{t('invoices.successText')}</p>
        <div className={s.actions}>
          {invoiceNo && (
            <Button color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.invoiceDetail, { invoiceNo }), { replace: true })}>
              {t('invoices.view')}
            </Button>
          )}
          <Button shape="rounded" onClick={() => navigate(`/${PAGE.invoiceRecords}`)}>
            {t('invoices.records')}
          </Button>
        </div>
      </section>
    </InvoicePage>
  )
}
