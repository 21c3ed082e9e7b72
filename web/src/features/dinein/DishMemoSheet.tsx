import { Button } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ServerCartLine } from '../../api/cart'
import { NoteTagChips } from '../../checkout/NoteTagChips'
import { noteLength } from '../../checkout/orderNote'
import { cleanMemo, DISH_MEMO_MAX, DISH_MEMO_TAGS } from './dishMemo'
import s from './Dine.module.css'
import { Sheet } from '../../ui/Sheet'

interface Props {
  /** The dish whose memo is written; null when closed. */
  line: ServerCartLine | null
  onSave: (line: ServerCartLine, memo: string) => Promise<void>
  onClose: () => void
}

/** A dish's memo for the kitchen: quick tags (少冰, 走蔥 …) and a line of text, at most 30 characters. */
export function DishMemoSheet({ line, onSave, onClose }: Props) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [saving, setSaving] = useState(false)
  // Starts from the dish's memo when opened for a dish; the table's re-reads meanwhile keep the typing.
  const lineId = line?.id
  useEffect(() => setText(line?.memo ?? ''), [lineId]) // eslint-disable-line react-hooks/exhaustive-deps
  const length = noteLength(text)

  const save = async () => {
    if (!line) return
    setSaving(true)
    await onSave(line, text)
    setSaving(false)
    onClose()
  }

  return (
    <Sheet visible={line !== null} onClose={onClose} bodyClassName={s.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="dish-memo-title" className={s.sheetBody}>
        <header className={s.sheetHead}>
          <h2 id="dish-memo-title" className={s.sheetTitle}>
            {t('dishMemo.title', { name: line?.name ?? '' })}
          </h2>
          <span className={s.muted}>{t('dishMemo.hint')}</span>
        </header>
        <NoteTagChips className={s.memoTags} tags={DISH_MEMO_TAGS} note={text} onChange={setText} max={DISH_MEMO_MAX} />
        <label className={s.fieldLabel} htmlFor="dish-memo">
          {t('dishMemo.label')}
        </label>
        <input
          id="dish-memo"
          className={s.input}
          placeholder={t('dishMemo.placeholder')}
          value={text}
          // Counted in characters (code points) as the server counts, not UTF-16 units.
          onChange={(event) => setText(cleanMemo(event.target.value))}
        />
        <span className={`${s.muted} ${s.memoCount}`} data-testid="dish-memo-count" aria-live="polite">
          {length}/{DISH_MEMO_MAX}
        </span>
        <footer className={s.sheetFoot}>
          <Button shape="rounded" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="primary" shape="rounded" loading={saving} onClick={() => void save()}>
            {t('dishMemo.save')}
          </Button>
        </footer>
      </div>
    </Sheet>
  )
}
