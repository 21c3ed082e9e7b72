import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { ApiError } from '../../api/client'
import { useInvoiceTitles, useOrderInvoice, useRequestInvoice, type TitleInput } from '../../api/invoices'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { InvoicePage } from './InvoicePage'
import { emptyTitle, TitleForm } from './TitleForm'
import s from './invoices.module.css'

const NEW = 'new'

/**
 * orderPlus/pages/invoice/submit/index?order_id=: asks the order's receipt, made out to a saved
 * title (the default chosen first) or to one typed here. The amount is the server's. An order
 * that already has a receipt shows it instead (a failed one may be asked again, and after a
 * partial refund reversed it, a new one is asked for what is kept).
 */
export default function InvoiceSubmitPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const orderId = params.get('order_id') ?? ''
  const titles = useInvoiceTitles()
  const existing = useOrderInvoice(orderId)
  const ask = useRequestInvoice()
  const [picked, setPicked] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const list = titles.data?.list ?? []
  const chosen = picked ?? (list.length > 0 ? String((list.find((x) => x.isDefault === 1) ?? list[0]).id) : NEW)

  const send = async (title: { titleId: number } | Omit<TitleInput, 'isDefault' | 'id'>) => {
    setError(null)
    try {
      const invoice = await ask.mutateAsync({ orderId, title })
      navigate(pageUrl(PAGE.invoiceSuccess, { invoiceNo: invoice.invoiceNo }), { replace: true })
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('invoices.requestFailed'))
    }
  }

  const earlier = existing.data
  // A receipt there is stands, unless asking now makes one (failed, or reversed by a partial refund).
  const blocked = earlier && !earlier.renewable
  const replacing = earlier?.renewable && earlier.status !== 'failed'
  return (
    <InvoicePage title={t('invoices.submit')}>
      <p className={s.intro}>{t('invoices.submitIntro', { order: orderId })}</p>
      {replacing && (
        <p className={s.card} data-testid="invoice-replacing">
          {t('invoices.replacing', { amount: earlier.keptAmount })}
        </p>
      )}
      {(titles.isPending || existing.isPending) && <ListSkeleton rows={2} />}
      <QueryError query={existing} />
      {blocked && (
        <section className={s.card}>
          <p>{t('invoices.alreadyAsked', { status: earlier.statusText })}</p>
          <Button color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.invoiceDetail, { invoiceNo: earlier.invoiceNo }))}>
            {t('invoices.view')}
          </Button>
        </section>
      )}
      {!blocked && titles.data && existing.data !== undefined && (
        <>
          {list.length > 0 && (
            <fieldset className={s.card} aria-describedby="invoice-title-choice">
              <legend id="invoice-title-choice" className={s.sectionTitle}>
                {t('invoices.issueTo')}
              </legend>
              {[...list.map((x) => ({ value: String(x.id), label: x.taxNumber ? `${x.name} (${x.taxNumber})` : x.name })), { value: NEW, label: t('invoices.newTitle') }].map(
                (option) => (
                  <label key={option.value} className={s.choice}>
                    <input type="radio" name="invoice-title" value={option.value} checked={chosen === option.value} onChange={() => setPicked(option.value)} />
                    <span>{option.label}</span>
                  </label>
                ),
              )}
            </fieldset>
          )}
          {chosen === NEW ? (
            <section className={s.card} aria-label={t('invoices.newTitle')}>
              <TitleForm
                initial={emptyTitle()}
                showDefault={false}
                submitLabel={t('invoices.send')}
                busy={ask.isPending}
                serverError={error}
                onSubmit={({ kind, name, taxNumber, email }) => void send({ kind, name, taxNumber, email })}
              />
            </section>
          ) : (
            <>
              {error && (
                <p className={s.error} role="alert">
                  {error}
                </p>
              )}
              <Button color="primary" shape="rounded" loading={ask.isPending} onClick={() => void send({ titleId: Number(chosen) })}>
                {t('invoices.send')}
              </Button>
            </>
          )}
        </>
      )}
    </InvoicePage>
  )
}
