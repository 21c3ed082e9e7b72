import { Button, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMemberInfo } from '../../../api/account'
import { errorMessage } from '../../../api/client'
import { FEEDBACK_CATEGORIES, useSendFeedback, type Feedback, type FeedbackCategory } from '../../../api/feedback'
import { randomId } from '../../../api/randomId'
import { useStoreInfo } from '../../../api/stores'
import { useStoreState } from '../../../app/storeState'
import { DEFAULT_AREA_CODE, isAreaCode, validatePhone, type AreaCode } from '../../../checkout/phone'
import { CheckboxField } from '../../../ui/CheckboxField'
import { Chip } from '../../../ui/Chip'
import { characterCount, FEEDBACK_LIMITS } from '../../../ui/mediaFiles'
import { MediaPicker, type PickedMedia } from '../../../ui/MediaPicker'
import { Field } from '../Field'
import { PhoneField } from '../PhoneField'
import f from '../forms.module.css'
import s from './feedback.module.css'

const MAX_CONTENT = 500
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * What happened, about the store the member orders from or the brand in general, how to reach them
 * (their phone by default, or an e-mail), and up to 5 pictures. One idempotency key per attempt,
 * kept until it is answered, so a retry after a lost answer sends nothing twice.
 */
export function FeedbackForm({ onSent }: { onSent(feedback: Feedback): void }) {
  const { t } = useTranslation()
  const me = useMemberInfo().data
  const { sid } = useStoreState()
  const store = useStoreInfo(sid)
  const send = useSendFeedback()
  const [category, setCategory] = useState<FeedbackCategory>('food')
  const [aboutStore, setAboutStore] = useState(true)
  const [content, setContent] = useState('')
  const [by, setBy] = useState<'phone' | 'email'>('phone')
  const [areaCode, setAreaCode] = useState<AreaCode | null>(null)
  const [phone, setPhone] = useState<string | null>(null)
  const [email, setEmail] = useState<string | null>(null)
  const [images, setImages] = useState<PickedMedia[]>([])
  const [key, setKey] = useState(randomId)
  const [errors, setErrors] = useState<{ content?: string; phone?: string; email?: string; form?: string }>({})

  // The member's own phone and e-mail until they type others.
  const shownArea: AreaCode = areaCode ?? (isAreaCode(me?.areaCode) ? me.areaCode : DEFAULT_AREA_CODE)
  const shownPhone = phone ?? me?.phone ?? ''
  const shownEmail = email ?? me?.email ?? ''
  const count = characterCount(content)
  const uploading = images.some((m) => !m.url)
  const storeName = sid ? store.data?.name : undefined

  const submit = async () => {
    const problems: typeof errors = {}
    if (!content.trim()) problems.content = t('feedback.contentRequired')
    else if (count > MAX_CONTENT) problems.content = t('feedback.contentTooLong', { max: MAX_CONTENT })
    if (by === 'phone') {
      const problem = validatePhone(shownArea, shownPhone)
      if (problem) problems.phone = t(`validation.${problem}`)
    } else if (!EMAIL.test(shownEmail)) {
      problems.email = t('feedback.emailInvalid')
    }
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    try {
      const sent = await send.mutateAsync({
        input: {
          category,
          content,
          ...(sid && aboutStore ? { sid } : {}),
          ...(by === 'phone' ? { areaCode: shownArea, phone: shownPhone } : { email: shownEmail }),
          images: images.map((m) => m.url),
        },
        idempotencyKey: key,
      })
      images.forEach((m) => URL.revokeObjectURL(m.preview))
      setKey(randomId())
      setContent('')
      setImages([])
      Toast.show({ content: t('feedback.sent'), icon: 'success' })
      onSent(sent)
    } catch (failure) {
      setErrors({ form: errorMessage(failure) })
    }
  }

  return (
    <form
      className={s.form}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      data-testid="feedback-form"
      noValidate
    >
      <section className={s.section}>
        <h2 className={s.sectionTitle} id="feedback-category">
          {t('feedback.categoryTitle')}
        </h2>
        <div className={s.chips} role="radiogroup" aria-labelledby="feedback-category">
          {FEEDBACK_CATEGORIES.map((c) => (
            <Chip key={c} selected={category === c} onClick={() => setCategory(c)}>
              {t(`feedback.category.${c}`)}
            </Chip>
          ))}
        </div>
        {storeName && (
          <CheckboxField checked={aboutStore} onChange={setAboutStore}>
            {t('feedback.aboutStore', { store: storeName })}
          </CheckboxField>
        )}
      </section>
      <section className={s.section}>
        <Field label={t('feedback.contentLabel')} error={errors.content} hint={t('feedback.count', { count, max: MAX_CONTENT })}>
          {({ inputId, describedBy, invalid }) => (
            <textarea
              id={inputId}
              className={s.textarea}
              rows={5}
              value={content}
              onChange={(event) => {
                setContent(event.target.value)
                setErrors(({ content: _, ...rest }) => rest)
              }}
              placeholder={t('feedback.contentPlaceholder')}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <MediaPicker media={images} limits={FEEDBACK_LIMITS} onChange={setImages} />
      </section>
      <section className={s.section}>
        <h2 className={s.sectionTitle} id="feedback-contact">
          {t('feedback.contactTitle')}
        </h2>
        <div className={s.chips} role="radiogroup" aria-labelledby="feedback-contact">
          <Chip selected={by === 'phone'} onClick={() => setBy('phone')}>
            {t('feedback.byPhone')}
          </Chip>
          <Chip selected={by === 'email'} onClick={() => setBy('email')}>
            {t('feedback.byEmail')}
          </Chip>
        </div>
        {by === 'phone' ? (
          <PhoneField label={t('feedback.phone')} areaCode={shownArea} phone={shownPhone} onAreaCode={setAreaCode} onPhone={setPhone} error={errors.phone} />
        ) : (
          <Field label={t('feedback.email')} error={errors.email}>
            {({ inputId, describedBy, invalid }) => (
              <div className={`${f.control} ${invalid ? f.invalid : ''}`}>
                <input
                  id={inputId}
                  className={f.input}
                  type="email"
                  autoComplete="email"
                  value={shownEmail}
                  onChange={(event) => setEmail(event.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              </div>
            )}
          </Field>
        )}
      </section>
      {errors.form && (
        <p className={f.formError} role="alert" data-testid="feedback-problem">
          {errors.form}
        </p>
      )}
      <Button type="submit" block color="primary" size="large" shape="rounded" loading={send.isPending} disabled={uploading} data-testid="feedback-submit">
        {uploading ? t('media.waitUpload') : t('feedback.submit')}
      </Button>
    </form>
  )
}
