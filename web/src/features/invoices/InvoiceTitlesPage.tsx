import { Button, Dialog } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/client'
import { useDeleteTitle, useInvoiceTitles, useSaveTitle, type TitleInput } from '../../api/invoices'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { InvoicePage } from './InvoicePage'
import { emptyTitle, TitleForm, titleInputOf } from './TitleForm'
import s from './invoices.module.css'

/** orderPlus/pages/invoice/list/index: the member's titles — add, edit, make default, delete. */
export default function InvoiceTitlesPage() {
  const { t } = useTranslation()
  const titles = useInvoiceTitles()
  const save = useSaveTitle()
  const remove = useDeleteTitle()
  const [editing, setEditing] = useState<TitleInput | null>(null)
  const [error, setError] = useState<string | null>(null)

  const submit = async (input: TitleInput) => {
    setError(null)
    try {
      await save.mutateAsync(input)
      setEditing(null)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('invoices.saveFailed'))
    }
  }
  const confirmDelete = async (id: number, name: string) => {
    if (await Dialog.confirm({ content: t('invoices.deleteConfirm', { name }), confirmText: t('common.confirm'), cancelText: t('common.cancel') })) {
      remove.mutate(id)
    }
  }

  const list = titles.data?.list ?? []
  return (
    <InvoicePage title={t('invoices.titles')}>
      {titles.isPending && <ListSkeleton rows={2} />}
      <QueryError query={titles} />
      {editing ? (
        <section className={s.card} aria-label={editing.id ? t('invoices.editTitle') : t('invoices.addTitle')}>
          <TitleForm
            key={editing.id ?? 'new'}
            initial={editing}
            submitLabel={t('invoices.save')}
            busy={save.isPending}
            serverError={error}
            onSubmit={(input) => void submit(input)}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : (
        <Button color="primary" shape="rounded" onClick={() => setEditing(emptyTitle())}>
          {t('invoices.addTitle')}
        </Button>
      )}
      {titles.data && list.length === 0 && !editing && <EmptyView title={t('invoices.noTitles')} />}
      <ul className={s.list}>
        {list.map((title) => (
          <li key={title.id} className={s.card} data-testid="invoice-title">
            <div className={s.row}>
              <span className={s.value}>{title.name}</span>
              <span className={s.muted}>
                {t(`invoices.kinds.${title.kind}`)}
                {title.isDefault === 1 && ` · ${t('invoices.default')}`}
              </span>
            </div>
            {title.taxNumber && <span className={s.muted}>{t('invoices.taxNumberShown', { number: title.taxNumber })}</span>}
            <div className={s.actions}>
              <Button size="small" shape="rounded" onClick={() => setEditing(titleInputOf(title))} aria-label={t('invoices.editNamed', { name: title.name })}>
                {t('invoices.edit')}
              </Button>
              {title.isDefault !== 1 && (
                <Button size="small" shape="rounded" onClick={() => save.mutate({ ...titleInputOf(title), isDefault: true })} aria-label={t('invoices.defaultNamed', { name: title.name })}>
                  {t('invoices.makeDefault')}
                </Button>
              )}
              <Button size="small" shape="rounded" color="danger" fill="outline" onClick={() => void confirmDelete(title.id, title.name)} aria-label={t('invoices.deleteNamed', { name: title.name })}>
                {t('invoices.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </InvoicePage>
  )
}
