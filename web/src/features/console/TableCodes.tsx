import { Button, Dialog } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, isSilentError } from '../../api/client'
import { rotateTableCode } from '../../api/console'
import { ShareLinkSheet } from '../../ui/ShareLinkSheet'
import { cleanTableNo, tableNoProblem } from './tableCodes'
import s from './ConsolePage.module.css'
import k from './KitchenTables.module.css'
import { Sheet } from '../../ui/Sheet'

const PROBLEM_KEYS = { empty: 'tableCodes.empty', tooLong: 'tableCodes.tooLong', invalid: 'tableCodes.invalid' } as const

/**
 * The tables tab's "table codes": staff type a table number and reprint its QR code (a printed one
 * went missing or was copied). After a confirm that the old code stops working, the new link is
 * shown as a QR code to print, copy or share.
 */
export function TableCodes() {
  const { t } = useTranslation()
  const ids = useId()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [fresh, setFresh] = useState<{ table_id: string; url: string } | null>(null)
  const problem = tableNoProblem(text)
  // "Empty" is said once they tried; a number too long or with other characters as it is typed.
  const shownProblem = problem && (submitted || problem !== 'empty') ? t(PROBLEM_KEYS[problem]) : null
  const message = shownProblem ?? refusal

  const reprint = async () => {
    setSubmitted(true)
    setRefusal(null)
    if (problem) return
    const table = cleanTableNo(text)
    const yes = await Dialog.confirm({
      title: t('tableCodes.confirmTitle', { table }),
      content: t('tableCodes.confirm'),
      confirmText: t('tableCodes.confirmButton'),
      cancelText: t('common.cancel'),
    })
    if (!yes) return
    setBusy(true)
    try {
      const answer = await rotateTableCode(table)
      setOpen(false)
      setText('')
      setSubmitted(false)
      setFresh(answer)
    } catch (error) {
      // An unknown table (34001) and other refusals: the server's own words, under the field.
      if (!isSilentError(error)) setRefusal(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  const table = fresh?.table_id ?? ''
  return (
    <>
      <div className={k.codesBar}>
        <Button className={k.codesButton} size="small" shape="rounded" fill="outline" onClick={() => setOpen(true)} data-testid="table-codes-open">
          {t('tableCodes.open')}
        </Button>
      </div>
      <Sheet visible={open} onClose={() => setOpen(false)} bodyClassName={k.codesSheet}>
        <form
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${ids}-title`}
          className={k.codesForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void reprint()
          }}
        >
          <h2 id={`${ids}-title`} className={s.cardTitle}>
            {t('tableCodes.open')}
          </h2>
          <p className={k.codesHint}>{t('tableCodes.hint')}</p>
          <label className={k.codesLabel} htmlFor={`${ids}-no`}>
            {t('tableCodes.tableNo')}
          </label>
          <input
            id={`${ids}-no`}
            className={k.codesInput}
            value={text}
            placeholder={t('tableCodes.placeholder')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${ids}-error` : undefined}
            onChange={(event) => {
              setText(event.target.value)
              setRefusal(null)
            }}
            data-testid="table-codes-input"
          />
          {message && (
            <p id={`${ids}-error`} className={k.codesError} role="alert">
              {message}
            </p>
          )}
          <Button type="submit" block color="primary" shape="rounded" loading={busy} data-testid="table-codes-reprint">
            {t('tableCodes.reprint')}
          </Button>
        </form>
      </Sheet>
      <ShareLinkSheet
        visible={fresh !== null}
        url={fresh?.url ?? ''}
        title={t('tableCodes.newTitle', { table })}
        hint={t('tableCodes.newHint')}
        qrAlt={t('tableCodes.qrAlt', { table })}
        shareTitle={t('tableCodes.shareText', { table })}
        shareText={t('tableCodes.shareText', { table })}
        printTitle={t('kitchen.table', { table })}
        urlTestId="table-code-url"
        qrTestId="table-code-qr"
        onClose={() => setFresh(null)}
      />
    </>
  )
}
