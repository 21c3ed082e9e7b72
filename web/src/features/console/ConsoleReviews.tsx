import { Button, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../api/client'
import { useConsoleReviews, useReviewAnswer } from '../../api/console'
import type { Review } from '../../api/reviews'
import { ReviewCard } from '../../reviews/ReviewCard'
import { Chip } from '../../ui/Chip'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import r from './ConsoleReviews.module.css'

/** The store's reviews: those waiting for a reply first (or all), each with a reply box and a switch to take it off the community feed. */
export function ConsoleReviews({ sid }: { sid: number }) {
  const { t } = useTranslation()
  const [unanswered, setUnanswered] = useState(true)
  const reviews = useConsoleReviews(sid, unanswered)
  const list = reviews.data?.list
  return (
    <div className={r.panel} data-testid="console-reviews">
      <div className={r.filters} role="radiogroup" aria-label={t('consoleReviews.filter')}>
        <Chip selected={unanswered} onClick={() => setUnanswered(true)}>
          {t('consoleReviews.unanswered')}
        </Chip>
        <Chip selected={!unanswered} onClick={() => setUnanswered(false)}>
          {t('consoleReviews.all')}
        </Chip>
      </div>
      {reviews.isPending && <ListSkeleton rows={2} />}
      <QueryError query={reviews} />
      {list?.length === 0 && <EmptyView title={t(unanswered ? 'consoleReviews.noneWaiting' : 'consoleReviews.none')} />}
      {list?.map((review) => <ReviewToAnswer key={review.id} review={review} />)}
    </div>
  )
}

function ReviewToAnswer({ review }: { review: Review }) {
  const { t } = useTranslation()
  const answer = useReviewAnswer()
  const [reply, setReply] = useState(review.reply?.text ?? '')
  const fieldId = `review-reply-${review.id}`
  const send = async (change: { id: number; reply: string } | { id: number; hidden: boolean }) => {
    try {
      await answer.mutateAsync(change)
      Toast.show({ content: t('consoleReviews.saved'), icon: 'success' })
    } catch (failure) {
      Toast.show({ content: errorMessage(failure) })
    }
  }
  return (
    <div className={r.item} data-testid="console-review" data-id={review.id}>
      <span className={r.orderNo}>{t('consoleReviews.order', { no: review.orderNo ?? '' })}</span>
      <ReviewCard review={review} />
      <label className={r.label} htmlFor={fieldId}>
        {t(review.reply ? 'consoleReviews.editReply' : 'consoleReviews.reply')}
      </label>
      <textarea id={fieldId} className={r.textarea} rows={3} maxLength={300} value={reply} onChange={(event) => setReply(event.target.value)} />
      <div className={r.actions}>
        <Button size="small" shape="rounded" color="primary" disabled={!reply.trim() || answer.isPending} onClick={() => void send({ id: review.id, reply })}>
          {t('consoleReviews.send')}
        </Button>
        {review.shared && (
          <Button size="small" shape="rounded" disabled={answer.isPending} onClick={() => void send({ id: review.id, hidden: !review.hidden })}>
            {t(review.hidden ? 'consoleReviews.show' : 'consoleReviews.hide')}
          </Button>
        )}
        {review.hidden && <span className={r.hiddenNote}>{t('consoleReviews.hiddenNote')}</span>}
      </div>
    </div>
  )
}
