import { Button, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMemberInfo } from '../../api/account'
import { useTableConfirm, useTablePrePay, type TableDetail, type TableKey } from '../../api/dinein'
import { parseCents } from '../../api/money'
import { ORDER_TYPE } from '../../api/types'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { Price } from '../../ui/Price'
import { CheckoutCouponRow } from '../../checkout/CheckoutCouponRow'
import { CheckoutPointsRow } from '../../checkout/CheckoutPointsRow'
import { codesToSubmit } from '../../checkout/checkoutSelection'
import { isContactPhoneValid } from '../../checkout/phone'
import { useSubmitAttempt } from '../../checkout/useSubmitAttempt'
import { unconfirmedCount } from './dineLogic'
import s from './Dine.module.css'
import { Sheet } from '../../ui/Sheet'

interface Props {
  visible: boolean
  detail: TableDetail
  tableKey: TableKey
  onClose: () => void
}

/**
 * One member pays the whole table (tablePrePay) with their member prices, points and coupons as at
 * any checkout, then the payment centre's pay page takes over.
 */
export function TablePaySheet({ visible, detail, tableKey, onClose }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const member = useMemberInfo()
  const [phone, setPhone] = useState<string | null>(null)
  const prePay = useTablePrePay()
  const attempt = useSubmitAttempt()
  const contactPhone = phone ?? member.data?.phone ?? ''
  const areaCode = member.data?.areaCode ?? '852'
  const left = unconfirmedCount(detail)
  // The payer's points and coupons may pay part of the table, as at any checkout: the best coupons
  // are chosen for them until they pick (null).
  const [usePoints, setUsePoints] = useState(false)
  const [couponCodes, setCouponCodes] = useState<string[] | null>(null)
  const priced = useTableConfirm(tableKey, { ...(usePoints ? { usePoints: 1 } : {}), ...(couponCodes ? { couponCodes } : {}) }, visible)
  const points = priced.data?.points
  const pointsTaken = !!points?.selected
  const coupons = priced.data?.coupons

  const pay = async () => {
    if (!isContactPhoneValid(areaCode, contactPhone)) {
      Toast.show({ content: t('dinein.phoneInvalid') })
      return
    }
    // What the last pricing showed is what is paid: its points and its coupons.
    const input = { ...tableKey, areaCode, phone: contactPhone, couponCodes: codesToSubmit(coupons), ...(pointsTaken ? { usePoints: 1 as const } : {}) }
    try {
      const order = await prePay.mutateAsync({ input, idempotencyKey: attempt.keyFor(input) })
      navigate(pageUrl(PAGE.pay, { order_id: order.order_id, order_type: ORDER_TYPE.dineIn }))
    } catch (error) {
      // A lost answer is retried with the same key; anything the server refused starts afresh.
      // The query client said why.
      attempt.failed(error)
    }
  }

  return (
    <Sheet visible={visible} onClose={onClose} bodyClassName={s.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="table-pay-title" className={s.sheetBody}>
        <h2 id="table-pay-title" className={s.sheetTitle}>
          {t('dinein.payTitle', { table: detail.tableNo })}
        </h2>
        <div className={s.payTotal}>
          <span className={s.muted}>{t('dinein.sentTotal', { count: detail.num })}</span>
          <Price value={parseCents(priced.data ? priced.data.payable : detail.price)} size="large" testId="table-pay-total" />
        </div>
        {priced.data && <CheckoutCouponRow coupons={coupons} pending={priced.isPlaceholderData} onChange={setCouponCodes} />}
        {points && <CheckoutPointsRow points={points} pending={priced.isPlaceholderData} onChange={setUsePoints} />}
        {left > 0 && <p className={s.warning}>{t('dinein.unsentWarning', { count: left })}</p>}
        <label className={s.fieldLabel} htmlFor="table-phone">
          {t('dinein.phone')}
        </label>
        <input id="table-phone" className={s.input} inputMode="tel" autoComplete="tel" value={contactPhone} onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))} />
        <p className={s.muted}>{t('dinein.payHint')}</p>
        <Button block color="primary" shape="rounded" size="large" loading={prePay.isPending} onClick={() => void pay()}>
          {t('dinein.payNow')}
        </Button>
      </div>
    </Sheet>
  )
}
