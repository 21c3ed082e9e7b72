import { Button, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
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
import { equalPart, shareLines, SPLIT_PEOPLE_MAX, SPLIT_PEOPLE_MIN, unconfirmedCount, unpaidDishes } from './dineLogic'
import { QtyStepper } from '../../ui/QtyStepper'
import { SharePicker } from './SharePicker'
import { ChoiceCards } from '../../ui/ChoiceCards'
import s from './Dine.module.css'
import { Sheet } from '../../ui/Sheet'

interface Props {
  visible: boolean
  detail: TableDetail
  tableKey: TableKey
  onClose: () => void
}

type Mode = 'whole' | 'share' | 'equal'

/**
 * A member pays the table (tablePrePay) with their member prices, points and coupons as at any
 * checkout, then the payment centre's pay page takes over: the whole bill (what is left of it once
 * others paid their shares), only the dishes they pick (splitting the bill), or one of equal parts
 * of the bill that everyone at the table pays (split equally, AA).
 */
export function TablePaySheet({ visible, detail, tableKey, onClose }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
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
  const [mode, setMode] = useState<Mode>('whole')
  const [picked, setPicked] = useState<Record<number, number>>({})
  const [people, setPeople] = useState(SPLIT_PEOPLE_MIN)
  const dishes = unpaidDishes(detail)
  const lines = mode === 'share' ? shareLines(picked) : undefined
  const nothingPicked = lines !== undefined && lines.length === 0
  const othersPaid = (detail.shares?.length ?? 0) > 0
  const priced = useTableConfirm(
    tableKey,
    { ...(usePoints ? { usePoints: 1 } : {}), ...(couponCodes ? { couponCodes } : {}), ...(lines ? { lines } : {}) },
    visible && !nothingPicked,
  )
  const points = priced.data?.points
  const pointsTaken = !!points?.selected
  const coupons = priced.data?.coupons

  const pay = async () => {
    if (!isContactPhoneValid(areaCode, contactPhone)) {
      Toast.show({ content: t('dinein.phoneInvalid') })
      return
    }
    // What the last pricing showed is what is paid: its points and its coupons.
    if (nothingPicked) {
      Toast.show({ content: t('dinein.sharePickFirst') })
      return
    }
    const input = {
      ...tableKey,
      areaCode,
      phone: contactPhone,
      couponCodes: codesToSubmit(coupons),
      ...(pointsTaken ? { usePoints: 1 as const } : {}),
      ...(lines ? { lines } : {}),
      ...(mode === 'equal' ? { people } : {}),
    }
    try {
      const order = await prePay.mutateAsync({ input, idempotencyKey: attempt.keyFor(input) })
      // A split bill's payer comes back to the table, where the others' parts come in.
      const back = mode === 'equal' ? { success_url: `${location.pathname}${location.search}` } : {}
      navigate(pageUrl(PAGE.pay, { order_id: order.order_id, order_type: ORDER_TYPE.dineIn, ...back }))
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
        <ChoiceCards<Mode>
          label={t('dinein.payModeLabel')}
          value={mode}
          onChange={setMode}
          testId="table-pay-mode"
          compact
          choices={[
            { key: 'whole', content: t(othersPaid ? 'dinein.payRest' : 'dinein.payWhole') },
            { key: 'share', content: t('dinein.payShare'), disabled: dishes.length === 0 },
            { key: 'equal', content: t('dinein.payEqual') },
          ]}
        />
        {mode === 'equal' && (
          <>
            <p className={s.muted}>{t('dinein.equalHint')}</p>
            <div className={s.payTotal}>
              <span>{t('dinein.equalPeople')}</span>
              <QtyStepper
                value={people}
                min={SPLIT_PEOPLE_MIN}
                increaseDisabled={people >= SPLIT_PEOPLE_MAX}
                label={t('dinein.equalPeople')}
                onDecrease={() => setPeople((n) => Math.max(SPLIT_PEOPLE_MIN, n - 1))}
                onIncrease={() => setPeople((n) => Math.min(SPLIT_PEOPLE_MAX, n + 1))}
              />
            </div>
          </>
        )}
        {mode === 'share' && (
          <>
            <p className={s.muted}>{t('dinein.shareHint')}</p>
            <SharePicker dishes={dishes} picked={picked} onChange={(lineId, num) => setPicked((before) => ({ ...before, [lineId]: num }))} />
          </>
        )}
        <div className={s.payTotal}>
          <span className={s.muted}>{mode === 'share' ? t('dinein.shareTotal') : t(othersPaid ? 'dinein.leftTotal' : 'dinein.sentTotal', { count: detail.num })}</span>
          <Price value={parseCents(nothingPicked ? 0 : priced.data ? priced.data.payable : detail.price)} size="large" testId="table-pay-total" />
        </div>
        {mode === 'equal' && (
          <div className={s.payTotal}>
            <span className={s.muted}>{t('dinein.equalEach')}</span>
            <Price value={equalPart(parseCents(priced.data ? priced.data.payable : detail.price), people)} testId="table-pay-each" />
          </div>
        )}
        {priced.data && !nothingPicked && <CheckoutCouponRow coupons={coupons} pending={priced.isPlaceholderData} onChange={setCouponCodes} />}
        {points && !nothingPicked && <CheckoutPointsRow points={points} pending={priced.isPlaceholderData} onChange={setUsePoints} />}
        {left > 0 && <p className={s.warning}>{t('dinein.unsentWarning', { count: left })}</p>}
        <label className={s.fieldLabel} htmlFor="table-phone">
          {t('dinein.phone')}
        </label>
        <input id="table-phone" className={s.input} inputMode="tel" autoComplete="tel" value={contactPhone} onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))} />
        {mode === 'whole' && <p className={s.muted}>{t(othersPaid ? 'dinein.payRestHint' : 'dinein.payHint')}</p>}
        <Button block color="primary" shape="rounded" size="large" loading={prePay.isPending} disabled={nothingPicked} onClick={() => void pay()} data-testid="table-pay-now">
          {t('dinein.payNow')}
        </Button>
      </div>
    </Sheet>
  )
}
