import { useTranslation } from 'react-i18next'
import type { Review } from '../api/reviews'
import { useLanguage } from '../i18n'
import { formatDate } from '../ui/format'
import { ReviewMediaGrid } from './ReviewMediaGrid'
import { StarsView } from './Stars'
import s from './reviews.module.css'

/**
 * One review: who wrote it (or 匿名), where, the stars, the words, the pictures and video, and the
 * store's reply. `compact` (the feed) clamps the words and shows three thumbnails.
 */
export function ReviewCard({ review, compact = false }: { review: Review; compact?: boolean }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const name = review.author.nickname || t(review.anonymous ? 'reviews.anonymous' : 'reviews.someone')
  return (
    <article className={s.card} data-testid="review-card" data-id={review.id}>
      <header className={s.cardHead}>
        <span className={s.avatar} aria-hidden="true">
          {review.author.avatar ? <img src={review.author.avatar} alt="" /> : name.slice(0, 1)}
        </span>
        <div className={s.cardWho}>
          <span className={s.name}>{name}</span>
          <span className={s.meta}>
            {review.storeName} · {formatDate(review.createdAt, lang)}
          </span>
        </div>
      </header>
      <div className={s.starsList}>
        <StarsView label={t('reviews.food')} value={review.food} />
        <StarsView label={t('reviews.service')} value={review.service} />
        {review.delivery !== null && <StarsView label={t('reviews.delivery')} value={review.delivery} />}
      </div>
      {review.content && <p className={`${s.words} ${compact ? s.wordsClamped : ''}`}>{review.content}</p>}
      <ReviewMediaGrid media={review.media} compact={compact} />
      {review.reply && (
        <div className={s.reply} data-testid="review-reply">
          <span className={s.replyTitle}>{t('reviews.storeReply')}</span>
          <p className={s.replyText}>{review.reply.text}</p>
        </div>
      )}
    </article>
  )
}
