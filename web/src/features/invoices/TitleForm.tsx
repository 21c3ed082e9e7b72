import { Button } from 'antd-mobile'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isTaxNumber, type InvoiceTitle, type TitleInput, type TitleKind } from '../../api/invoices'
import { CheckboxField } from '../../ui/CheckboxField'
import s from './invoices.module.css'

const NAME_MAX = 100

/** What the form checks before sending: the server's rules (decision 0048), so most mistakes show at once. */
type TitleProblems = { name?: 'invoices.nameRequired' | 'invoices.nameTooLong'; taxNumber?: 'invoices.taxNumberRule' }

export function titleProblems(input: TitleInput): TitleProblems {
  const problems: TitleProblems = {}
  const name = input.name.trim()
  if (!name) problems.name = 'invoices.nameRequired'
  else if ([...name].length > NAME_MAX) problems.name = 'invoices.nameTooLong'
  if (input.kind === 'company' && !isTaxNumber(input.taxNumber)) problems.taxNumber = 'invoices.taxNumberRule'
  return problems
}

export const emptyTitle = (): TitleInput => ({ kind: 'personal', name: '', taxNumber: '', email: '', isDefault: false })
export const titleInputOf = (t: InvoiceTitle): TitleInput => ({
  id: t.id,
  kind: t.kind,
  name: t.name,
  taxNumber: t.taxNumber,
  email: t.email,
  isDefault: t.isDefault === 1,
})

/**
 * A title: personal (a name) or company (a name and its tax number, upper-cased as typed), an
 * optional e-mail, and whether it is the default. `serverError` is what the server refused.
 */
export function TitleForm({
  initial,
  submitLabel,
  busy,
  serverError,
  showDefault = true,
  onSubmit,
  onCancel,
}: {
  initial: TitleInput
  submitLabel: string
  busy?: boolean
  serverError?: string | null
  showDefault?: boolean
  onSubmit(input: TitleInput): void
  onCancel?(): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [input, setInput] = useState<TitleInput>(initial)
  const [tried, setTried] = useState(false)
  const problems = titleProblems(input)
  const set = (patch: Partial<TitleInput>) => setInput((before) => ({ ...before, ...patch }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (Object.keys(problems).length === 0) onSubmit({ ...input, name: input.name.trim(), taxNumber: input.kind === 'company' ? input.taxNumber : '' })
  }
  const kinds: TitleKind[] = ['personal', 'company']
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label={t('invoices.titleForm')}>
      <fieldset className={s.kinds}>
        <legend className={s.muted}>{t('invoices.kind')}</legend>
        {kinds.map((kind) => (
          <button key={kind} type="button" className={s.kind} aria-pressed={input.kind === kind} onClick={() => set({ kind })}>
            {t(`invoices.kinds.${kind}`)}
          </button>
        ))}
      </fieldset>
      <div className={s.field}>
        <label htmlFor={`${id}-name`}>{t(input.kind === 'company' ? 'invoices.companyName' : 'invoices.personName')}</label>
        <input
          id={`${id}-name`}
          className={s.input}
          value={input.name}
          maxLength={NAME_MAX * 2}
          autoComplete={input.kind === 'company' ? 'organization' : 'name'}
          aria-invalid={tried && Boolean(problems.name)}
          aria-describedby={tried && problems.name ? `${id}-name-error` : undefined}
          onChange={(event) => set({ name: event.target.value })}
        />
        {tried && problems.name && (
          <span id={`${id}-name-error`} className={s.error}>
            {t(problems.name)}
          </span>
        )}
      </div>
      {input.kind === 'company' && (
        <div className={s.field}>
          <label htmlFor={`${id}-tax`}>{t('invoices.taxNumber')}</label>
          <input
            id={`${id}-tax`}
            className={s.input}
            value={input.taxNumber}
            maxLength={20}
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={tried && Boolean(problems.taxNumber)}
            aria-describedby={`${id}-tax-hint`}
            onChange={(event) => set({ taxNumber: event.target.value.toUpperCase().replace(/\s/g, '') })}
          />
          <span id={`${id}-tax-hint`} className={tried && problems.taxNumber ? s.error : s.muted}>
            {t('invoices.taxNumberRule')}
          </span>
        </div>
      )}
      <label className={s.field} htmlFor={`${id}-email`}>
        {t('invoices.email')}
        <input id={`${id}-email`} className={s.input} type="email" autoComplete="email" value={input.email} onChange={(event) => set({ email: event.target.value })} />
      </label>
      {showDefault && (
        <CheckboxField checked={input.isDefault} onChange={(isDefault) => set({ isDefault })}>
          {t('invoices.makeDefault')}
        </CheckboxField>
      )}
      {serverError && (
        <p className={s.error} role="alert">
          {serverError}
        </p>
      )}
      <div className={s.actions}>
        <Button type="submit" color="primary" shape="rounded" loading={busy} disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" shape="rounded" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  )
}
