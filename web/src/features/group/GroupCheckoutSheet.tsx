import { Button, Toast } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMemberInfo } from '../../api/account'
import { groupQueries, useGroupConfirm, useSubmitGroup, type GroupGoodsDetail, type GroupOrderType } from '../../api/group'
import { isSubmittable } from '../../api/order'
import { toastError } from '../../app/errorToast'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { CheckoutProblems } from '../../checkout/CheckoutProblems'
import { CheckoutTotals } from '../../checkout/CheckoutTotals'
import { codesToSubmit } from '../../checkout/checkoutSelection'
import { confirmOrderFinal } from '../../checkout/confirmOrderFinal'
import { ORDER_TYPE_LABEL } from '../../ui/OrderTypeChips'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { NOTE_MAX } from '../../checkout/orderNote'
import { isContactPhoneValid } from '../../checkout/phone'
import { useCheckoutCoupons } from '../../checkout/useCheckoutCoupons'
import { useSubmitAttempt } from '../../checkout/useSubmitAttempt'
import s from './Group.module.css'
import { Sheet } from '../../ui/Sheet'

interface Props {
  visible: boolean
  detail: GroupGoodsDetail
  /** The group's order type, named in the "cannot be changed" tip. */
  orderType: GroupOrderType
  onClose: () => void
}

/**
 * The launcher's checkout of the group: the server's price of the whole group cart with the
 * launcher's coupons (`/v1/spell/confirm`; group-buy coupons apply only here), contact phone and
 * note, then the order is paid as any order.
 */
export function GroupCheckoutSheet({ visible, detail, orderType, onClose }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const member = useMemberInfo()
  const [phone, setPhone] = useState<string | null>(null)
  const [note, setNote] = useState('')
  const [usePoints, setUsePoints] = useState(false)
  const submitGroup = useSubmitGroup()
  const attempt = useSubmitAttempt()
  const coupons = useCheckoutCoupons(groupQueries.confirmAll)
  const contactPhone = phone ?? member.data?.phone ?? ''
  const areaCode = member.data?.areaCode ?? '852'

  const body = useMemo(
    () => ({ uniqueId: detail.uniqueId, ...(coupons.choice ? { couponCodes: coupons.choice } : {}), ...(usePoints ? { usePoints: 1 as const } : {}) }),
    [detail.uniqueId, coupons.choice, usePoints],
  )
  // Priced again whenever someone changes the pockets (the version) or the coupons change.
  const confirm = useGroupConfirm(body, detail.version, visible)
  const data = confirm.data

  const submit = async () => {
    if (!isContactPhoneValid(areaCode, contactPhone)) {
      Toast.show({ content: t('group.phoneInvalid') })
      return
    }
    // spec 000 §8 tip, as at the order checkout: the order (and its order type) cannot be changed once confirmed.
    if (!(await confirmOrderFinal(t, t(ORDER_TYPE_LABEL[orderType])))) return
    const input = {
      uniqueId: detail.uniqueId,
      areaCode,
      phone: contactPhone,
      note: note.trim() || undefined,
      couponCodes: codesToSubmit(data?.coupons),
      ...(data?.points?.selected ? { usePoints: 1 as const } : {}),
    }
    try {
      const order = await submitGroup.mutateAsync({ input, idempotencyKey: attempt.keyFor(input) })
      navigate(pageUrl(PAGE.pay, { order_id: order.order_id, order_type: order.order_type }))
    } catch (error) {
      // A retry after a lost answer sends the same key; a refusal starts a new attempt.
      const lost = attempt.failed(error)
      if (coupons.recover(error)) return
      toastError(error)
      if (!lost) void confirm.refetch()
    }
  }

  return (
    <Sheet visible={visible} onClose={onClose} bodyClassName={s.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="group-checkout-title" className={s.checkoutDialog}>
        <h2 id="group-checkout-title" className={s.sheetTitle}>
          {t('group.checkoutTitle')}
        </h2>
        <div className={s.summaryRow}>
          <span>{t('group.itemsCount', { count: detail.num })}</span>
          <span>{t('group.peopleCount', { count: detail.spellList.length })}</span>
        </div>
        {confirm.isPending && <ListSkeleton rows={2} />}
        <QueryError query={confirm} />
        {data && (
          <>
            <CheckoutProblems problems={data.problems} />
            <div className={s.summaryRows} data-testid="group-checkout-price">
              <CheckoutTotals
                confirm={data}
                pending={confirm.isPlaceholderData}
                onCouponChange={coupons.setChoice}
                onPointsChange={setUsePoints}
                deliveryFeeLabel={t('group.deliveryFee')}
                payableTestId="group-checkout-total"
              />
            </div>
          </>
        )}
        <label className={s.fieldLabel} htmlFor="group-phone">
          {t('group.phone')}
        </label>
        <input id="group-phone" className={s.input} inputMode="tel" autoComplete="tel" value={contactPhone} onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))} />
        <label className={s.fieldLabel} htmlFor="group-note">
          {t('group.note')}
        </label>
        <textarea id="group-note" className={s.input} rows={2} maxLength={NOTE_MAX} value={note} placeholder={t('group.notePlaceholder')} onChange={(event) => setNote(event.target.value)} />
        <p className={s.muted}>{t('group.payerHint')}</p>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={submitGroup.isPending}
          disabled={!isSubmittable(data) || confirm.isPlaceholderData}
          onClick={() => void submit()}
        >
          {t('group.submit')}
        </Button>
      </div>
    </Sheet>
  )
}
