import { Button, Popup, Toast } from 'antd-mobile'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMemberInfo } from '../../api/account'
import { ApiError, errorMessage, isSilentError, NETWORK_ERROR, TIMEOUT_ERROR } from '../../api/client'
import { submitGroup, type GroupGoodsDetail } from '../../api/group'
import { parseCents } from '../../api/money'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { Price } from '../../ui/Price'
import { attemptKey, isPhoneValid, NOTE_MAX, type Attempt } from './checkoutInput'
import s from './Group.module.css'

interface Props {
  visible: boolean
  detail: GroupGoodsDetail
  onClose: () => void
}

/** The launcher's checkout of the group: contact phone and note, then the order is paid as any order. */
export function GroupCheckoutSheet({ visible, detail, onClose }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const member = useMemberInfo()
  const [phone, setPhone] = useState<string | null>(null)
  const [note, setNote] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const attempt = useRef<Attempt | null>(null)
  const contactPhone = phone ?? member.data?.phone ?? ''
  const areaCode = member.data?.areaCode ?? '852'

  const submit = async () => {
    if (!isPhoneValid(contactPhone)) {
      Toast.show({ content: t('group.phoneInvalid') })
      return
    }
    const input = { uniqueId: detail.uniqueId, areaCode, phone: contactPhone, note: note.trim() || undefined }
    attempt.current = attemptKey(attempt.current, JSON.stringify(input))
    setSubmitting(true)
    try {
      const order = await submitGroup(input, attempt.current.key)
      navigate(pageUrl(PAGE.pay, { order_id: order.order_id, order_type: order.order_type }))
    } catch (error) {
      // A retry after a lost answer sends the same key; a refusal starts a new attempt.
      const lost = error instanceof ApiError && (error.code === NETWORK_ERROR || error.code === TIMEOUT_ERROR)
      if (!lost) attempt.current = null
      if (!isSilentError(error)) Toast.show({ content: errorMessage(error) })
    } finally {
      setSubmitting(false)
    }
  }

  const fee = (amount: string) => parseCents(amount) > 0
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={s.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="group-checkout-title" className={s.checkoutDialog}>
        <h2 id="group-checkout-title" className={s.sheetTitle}>
          {t('group.checkoutTitle')}
        </h2>
        <div className={s.summaryRows}>
          <div className={s.summaryRow}>
            <span>{t('group.itemsCount', { count: detail.num })}</span>
            <span>{t('group.peopleCount', { count: detail.spellList.length })}</span>
          </div>
          {fee(detail.delivery_fee) && (
            <div className={s.summaryRow}>
              <span>{t('group.deliveryFee')}</span>
              <Price value={parseCents(detail.delivery_fee)} size="small" />
            </div>
          )}
          {fee(detail.bag_fee) && (
            <div className={s.summaryRow}>
              <span>{t('group.bagFee')}</span>
              <Price value={parseCents(detail.bag_fee)} size="small" />
            </div>
          )}
          <div className={`${s.summaryRow} ${s.totalRow}`}>
            <span>{t('group.total')}</span>
            <Price value={parseCents(detail.price)} testId="group-checkout-total" />
          </div>
        </div>
        <label className={s.fieldLabel} htmlFor="group-phone">
          {t('group.phone')}
        </label>
        <input id="group-phone" className={s.input} inputMode="tel" autoComplete="tel" value={contactPhone} onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))} />
        <label className={s.fieldLabel} htmlFor="group-note">
          {t('group.note')}
        </label>
        <textarea id="group-note" className={s.input} rows={2} maxLength={NOTE_MAX} value={note} placeholder={t('group.notePlaceholder')} onChange={(event) => setNote(event.target.value)} />
        <p className={s.muted}>{t('group.payerHint')}</p>
        <Button block color="primary" shape="rounded" size="large" loading={submitting} onClick={() => void submit()}>
          {t('group.submit')}
        </Button>
      </div>
    </Popup>
  )
}
