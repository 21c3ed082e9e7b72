import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Chip } from '../ui/Chip'
import { hasTag, NOTE_MAX, toggleNoteTag, type NoteTag } from './orderNote'

interface Props {
  /** The quick tags offered, as keys under `orderNote.tags`. */
  tags: readonly NoteTag[]
  note: string
  onChange: (note: string) => void
  /** The note's limit in characters: a tag that would pass it is refused with a toast. */
  max?: number
  className?: string
}

/** Quick-pick tags (少冰, 走蔥 …) of a note for the kitchen: a tap adds the tag to the note or takes it out. */
export function NoteTagChips({ tags, note, onChange, max = NOTE_MAX, className }: Props) {
  const { t } = useTranslation()
  const toggle = (tag: string) => {
    const next = toggleNoteTag(note, tag, max)
    if (next === null) Toast.show({ content: t('orderNote.tooLong', { max }) })
    else onChange(next)
  }
  return (
    <div className={className} role="group" aria-label={t('orderNote.quickTags')}>
      {tags.map((key) => {
        const tag = t(`orderNote.tags.${key}`)
        return (
          <Chip key={key} role="checkbox" selected={hasTag(note, tag)} onClick={() => toggle(tag)}>
            {tag}
          </Chip>
        )
      })}
    </div>
  )
}
