import { Button, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../api/client'
import { useConsoleFeedback, useFeedbackAnswer } from '../../api/console'
import type { Feedback } from '../../api/feedback'
import { useLanguage } from '../../i18n'
import { Chip } from '../../ui/Chip'
import { formatDateTime } from '../../ui/format'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import r from './ConsoleReviews.module.css'

const FILTERS = ['open', 'replied', ''] as const

/** Feedback about the store: open first (or answered, or all), each with how to reach the member, a reply box and "close". */
export function ConsoleFeedback({ sid }: { sid: number }) {
  const { t } = useTranslation()
  const [status, setStatus] = useState<(typeof FILTERS)[number]>('open')
  const feedback = useConsoleFeedback(sid, status)
  const list = feedback.data?.list
  return (
    <div className={r.panel} data-testid="console-feedback">
      <div className={r.filters} role="radiogroup" aria-label={t('consoleFeedback.filter')}>
        {FILTERS.map((f) => (
          <Chip key={f || 'all'} selected={status === f} onClick={() => setStatus(f)}>
            {t(`consoleFeedback.show.${f || 'all'}`)}
          </Chip>
        ))}
      </div>
      {feedback.isPending && <ListSkeleton rows={2} />}
      <QueryError query={feedback} />
      {list?.length === 0 && <EmptyView title={t('consoleFeedback.none')} />}
      {list?.map((item) => <FeedbackToAnswer key={item.id} feedback={item} />)}
    </div>
  )
}

function FeedbackToAnswer({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const answer = useFeedbackAnswer()
  const [reply, setReply] = useState(feedback.reply?.text ?? '')
  const fieldId = `feedback-reply-${feedback.id}`
  const contact = feedback.contact.kind === 'phone' ? `+${feedback.contact.areaCode} ${feedback.contact.phone}` : feedback.contact.email
  const send = async (change: { id: number; reply: string } | { id: number; close: true }) => {
    try {
      await answer.mutateAsync(change)
      Toast.show({ content: t('consoleReviews.saved'), icon: 'success' })
    } catch (failure) {
      Toast.show({ content: errorMessage(failure) })
    }
  }
  return (
    <article className={`${r.item} ${r.feedbackCard}`} data-testid="console-feedback-item" data-id={feedback.id}>
      <span className={r.orderNo}>
        {t(`feedback.category.${feedback.category}`)} · {t(`feedback.status.${feedback.status}`)} · {formatDateTime(feedback.createdAt, lang)}
      </span>
      <p className={r.words}>{feedback.content}</p>
      {feedback.images.length > 0 && (
        <ul className={r.images}>
          {feedback.images.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer" aria-label={t('consoleFeedback.picture', { n: index + 1 })}>
                <img src={url} alt="" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <span className={r.contact}>{t('consoleFeedback.contact', { contact })}</span>
      {feedback.status !== 'closed' && (
        <>
          <label className={r.label} htmlFor={fieldId}>
            {t(feedback.reply ? 'consoleReviews.editReply' : 'consoleFeedback.reply')}
          </label>
          <textarea id={fieldId} className={r.textarea} rows={3} maxLength={500} value={reply} onChange={(event) => setReply(event.target.value)} />
          <div className={r.actions}>
            <Button size="small" shape="rounded" color="primary" disabled={!reply.trim() || answer.isPending} onClick={() => void send({ id: feedback.id, reply })}>
              {t('consoleReviews.send')}
            </Button>
            <Button size="small" shape="rounded" disabled={answer.isPending} onClick={() => void send({ id: feedback.id, close: true })}>
              {t('consoleFeedback.close')}
            </Button>
          </div>
        </>
      )}
      {feedback.status === 'closed' && feedback.reply && <p className={r.words}>{feedback.reply.text}</p>}
    </article>
  )
}
