import { useTranslation } from 'react-i18next'
import type { Feedback } from '../../../api/feedback'
import { useLanguage } from '../../../i18n'
import { formatDateTime } from '../../../ui/format'
import s from './feedback.module.css'

/** One piece of the member's feedback: when, about what, the words, the pictures, and the answer or that it waits. */
export function FeedbackCard({ feedback, highlighted = false }: { feedback: Feedback; highlighted?: boolean }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <article className={`${s.card} ${highlighted ? s.highlighted : ''}`} data-testid="feedback-card" data-id={feedback.id} data-status={feedback.status}>
      <header className={s.cardHead}>
        <span className={s.cardCategory}>
          {t(`feedback.category.${feedback.category}`)}
          {feedback.storeName ? ` · ${feedback.storeName}` : ''}
        </span>
        <span className={`${s.status} ${s[`status_${feedback.status}`]}`}>{t(`feedback.status.${feedback.status}`)}</span>
      </header>
      <span className={s.when}>{formatDateTime(feedback.createdAt, lang)}</span>
      <p className={s.words}>{feedback.content}</p>
      {feedback.images.length > 0 && (
        <ul className={s.images}>
          {feedback.images.map((url) => (
            <li key={url}>
              <img src={url} alt="" loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {feedback.reply ? (
        <div className={s.reply} data-testid="feedback-reply">
          <span className={s.replyTitle}>{t('feedback.replyTitle', { time: formatDateTime(feedback.reply.at, lang) })}</span>
          <p className={s.replyText}>{feedback.reply.text}</p>
        </div>
      ) : (
        feedback.status === 'open' && <p className={s.waiting}>{t('feedback.waiting')}</p>
      )}
    </article>
  )
}
