import { useTranslation } from 'react-i18next'
import { InvoicePage } from './InvoicePage'
import s from './invoices.module.css'

const QUESTIONS = ['what', 'when', 'company', 'refund', 'failed'] as const

/** orderPlus/pages/invoice/helper/index: how receipts work here (decision 0048). */
export default function InvoiceHelperPage() {
  const { t } = useTranslation()
  return (
    <InvoicePage title={t('invoices.helper')}>
      {QUESTIONS.map((q) => (
        <section key={q} className={s.card} aria-labelledby={`invoice-help-${q}`}>
          <h2 id={`invoice-help-${q}`} className={s.sectionTitle}>
            {t(`invoices.help.${q}.q`)}
          </h2>
          <p className={s.intro}>{t(`invoices.help.${q}.a`)}</p>
        </section>
      ))}
    </InvoicePage>
  )
}
