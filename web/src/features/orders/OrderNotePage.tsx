import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { NoteTagChips } from '../../checkout/NoteTagChips'
import { PageHeader } from '../../ui/PageHeader'
import { checkoutDraft, setDraftNote } from './checkoutDraft'
import { clampNote, NOTE_MAX, NOTE_TAGS, noteLength } from '../../checkout/orderNote'
import s from './OrderNotePage.module.css'
import { canGoBack } from '../../ui/history'

/**
 * orderPlus/pages/order/note/index: quick-pick tags and free text for the kitchen (spec 000 §9:
 * at most 50 characters). Saving writes the checkout draft and goes back to the checkout.
 */
export default function OrderNotePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [text, setText] = useState(() => checkoutDraft.get().note)
  const length = noteLength(text)

  const save = () => {
    setDraftNote(clampNote(text.trim()))
    // Opened from the checkout: go back to it (it reads the draft); opened directly: open it.
    if (canGoBack()) navigate(-1)
    else navigate(pageUrl(PAGE.orderCreate), { replace: true })
  }

  return (
    <div className={s.page}>
      <PageHeader title={t('orderNote.title')} homePath={`/${PAGE.orderCreate}`} />
      <div className={s.body}>
        <section className={s.card}>
          <h2 className={s.cardTitle}>{t('orderNote.quickTags')}</h2>
          <NoteTagChips className={s.tags} tags={NOTE_TAGS} note={text} onChange={setText} />
        </section>
        <section className={s.card}>
          <label className={s.cardTitle} htmlFor="order-note">
            {t('orderNote.label')}
          </label>
          <textarea
            id="order-note"
            className={s.textarea}
            rows={4}
            placeholder={t('checkout.notePlaceholder')}
            value={text}
            // The limit is in characters (code points), as the server counts; maxLength would count UTF-16 units.
            onChange={(event) => setText(clampNote(event.target.value))}
          />
          <div className={`${s.count} ${length >= NOTE_MAX ? s.full : ''}`} data-testid="note-count" aria-live="polite">
            {length}/{NOTE_MAX}
          </div>
          <p className={s.hint}>{t('orderNote.hint')}</p>
        </section>
      </div>
      <footer className={s.footer}>
        <Button block color="primary" shape="rounded" onClick={save}>
          {t('orderNote.save')}
        </Button>
      </footer>
    </div>
  )
}
