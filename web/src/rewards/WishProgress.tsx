import { useTranslation } from 'react-i18next'
import type { Wish } from '../api/wishes'
import { cardsHeld, heldPercent } from './wishWords'
import s from './TaskProgress.module.css'

/**
 * A campaign's progress: a bar named after the campaign whose value reads "3 of 5 cards
 * collected", and "3 / 5" beside it (the task progress bar's look); `words` writes the count out
 * ("已集 3 / 5 款") where there is room.
 */
export function WishProgress({ wish, words = false }: { wish: Pick<Wish, 'title' | 'items'>; words?: boolean }) {
  const { t } = useTranslation()
  const { held, total } = cardsHeld(wish)
  return (
    <div className={s.progress}>
      <span
        className={s.bar}
        role="progressbar"
        aria-label={t('wishes.progressLabel', { title: wish.title })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={held}
        aria-valuetext={t('wishes.progressValue', { held, total })}
      >
        <span className={s.fill} style={{ width: `${heldPercent(held, total)}%` }} />
      </span>
      <span className={s.count} aria-hidden="true" data-testid="wish-progress">
        {words ? t('wishes.progressValue', { held, total }) : `${held} / ${total}`}
      </span>
    </div>
  )
}
