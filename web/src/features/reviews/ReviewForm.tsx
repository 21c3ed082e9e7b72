import { Button, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { errorMessage } from '../../api/client'
import { useSubmitReview, type ReviewState } from '../../api/reviews'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { characterCount, hasSpecialCharacters, REVIEW_LIMITS } from '../../ui/mediaFiles'
import { StarsInput } from '../../reviews/Stars'
import { CheckboxField } from '../../ui/CheckboxField'
import { MediaPicker, type PickedMedia } from '../../ui/MediaPicker'
import s from './reviews.module.css'

/** The review of one order: stars, words, photos and a video, anonymous or not, shared or not. */
export function ReviewForm({ state }: { state: ReviewState }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const submit = useSubmitReview()
  const [food, setFood] = useState(0)
  const [service, setService] = useState(0)
  const [delivery, setDelivery] = useState(0)
  const [content, setContent] = useState('')
  const [media, setMedia] = useState<PickedMedia[]>([])
  const [anonymous, setAnonymous] = useState(false)
  const [shared, setShared] = useState(true)
  const [problem, setProblem] = useState<string | null>(null)

  const count = characterCount(content)
  const tooLong = count > state.limits.content
  const special = hasSpecialCharacters(content)
  const uploading = media.some((m) => !m.url)
  const starsMissing = food === 0 || service === 0 || (state.asksDelivery && delivery === 0)

  const send = async () => {
    if (starsMissing) {
      setProblem(t('reviews.starsMissing'))
      return
    }
    if (special || tooLong) return
    setProblem(null)
    try {
      const review = await submit.mutateAsync({
        orderNo: state.order.order_id,
        food,
        service,
        ...(state.asksDelivery ? { delivery } : {}),
        content,
        media: media.map((m) => m.url),
        anonymous,
        shared,
      })
      media.forEach((m) => URL.revokeObjectURL(m.preview))
      navigate(pageUrl(PAGE.commentCompleted, { orderNo: state.order.order_id, id: review.id }), { replace: true })
    } catch (failure) {
      const message = errorMessage(failure)
      setProblem(message)
      Toast.show({ content: message })
    }
  }

  return (
    <form
      className={s.form}
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
      data-testid="review-form"
    >
      <section className={s.section}>
        <h2 className={s.sectionTitle}>{t('reviews.rateTitle')}</h2>
        <StarsInput label={t('reviews.food')} value={food} onChange={setFood} testId="stars-food" />
        <StarsInput label={t('reviews.service')} value={service} onChange={setService} testId="stars-service" />
        {state.asksDelivery && <StarsInput label={t('reviews.delivery')} value={delivery} onChange={setDelivery} testId="stars-delivery" />}
      </section>
      <section className={s.section}>
        <label className={s.sectionTitle} htmlFor="review-words">
          {t('reviews.wordsTitle')}
        </label>
        <textarea
          id="review-words"
          className={s.textarea}
          rows={5}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder={t('reviews.wordsPlaceholder')}
          aria-describedby="review-words-count"
          aria-invalid={special || tooLong}
        />
        <div className={s.wordsFoot}>
          <span className={s.fieldError} role="status">
            {special ? t('reviews.noEmoji') : tooLong ? t('reviews.tooLong', { max: state.limits.content }) : ''}
          </span>
          <span id="review-words-count" className={tooLong ? s.countOver : s.count}>
            {t('reviews.count', { count, max: state.limits.content })}
          </span>
        </div>
        <MediaPicker media={media} limits={REVIEW_LIMITS} onChange={setMedia} />
      </section>
      <section className={s.section}>
        <CheckboxField checked={anonymous} onChange={setAnonymous}>
          {t('reviews.anonymousLabel')}
        </CheckboxField>
        <CheckboxField checked={shared} onChange={setShared}>
          {t('reviews.sharedLabel')}
        </CheckboxField>
      </section>
      {problem && (
        <p className={s.formError} role="alert" data-testid="review-problem">
          {problem}
        </p>
      )}
      <Button type="submit" block color="primary" size="large" shape="rounded" loading={submit.isPending} disabled={uploading || special || tooLong} data-testid="review-submit">
        {uploading ? t('media.waitUpload') : t('reviews.submit')}
      </Button>
    </form>
  )
}
