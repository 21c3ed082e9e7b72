import { useId } from 'react'
import type { TextBlock as Text } from '../../api/pages'
import s from './pages.module.css'

/** A heading (when it has one) and the operator's words, their line breaks kept. */
export function TextBlock({ block }: { block: Text }) {
  const id = useId()
  return (
    <section className={s.card} aria-labelledby={block.title ? id : undefined} data-testid="page-text">
      {block.title && (
        <h2 className={s.blockTitle} id={id}>
          {block.title}
        </h2>
      )}
      <p className={s.text}>{block.text}</p>
    </section>
  )
}
