import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useGlobalConfig } from '../../api/config'
import { useInvoicesEnabled } from '../../api/invoices'
import { PAGE } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import s from './invoices.module.css'

/** The frame of every invoice page; while the brand does not offer receipts it says so instead. */
export function InvoicePage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  const config = useGlobalConfig()
  const enabled = useInvoicesEnabled()
  return (
    <div className={s.page}>
      <PageHeader title={title} homePath={`/${PAGE.invoiceIndex}`} />
      <div className={s.body}>
        {config.isPending ? <ListSkeleton rows={2} /> : enabled ? children : <EmptyView title={t('invoices.off')} description={t('invoices.offText')} />}
      </div>
    </div>
  )
}
