import { Button, Dialog, Toast } from 'antd-mobile'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useMemberInfo } from '../../api/account'
import { useAddresses } from '../../api/address'
import { lineCouponCode, useServerCart } from '../../api/cart'
import { parseCents, ZERO } from '../../api/money'
import { isSubmittable, useDeliveryTimes, useOrderConfirm, useSubmitOrder, orderQueries } from '../../api/order'
import { isMemberWithPhone, useSession } from '../../api/session'
import { useStoreInfo } from '../../api/stores'
import { ORDER_TYPE, isOrderType, type OrderType } from '../../api/types'
import { chosenAddress } from '../../app/chosenAddress'
import { toastError } from '../../app/errorToast'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useStoreState } from '../../app/storeState'
import { CheckoutProblems } from '../../checkout/CheckoutProblems'
import { isContactPhoneValid } from '../../checkout/phone'
import { useSubmitAttempt } from '../../checkout/useSubmitAttempt'
import { CheckoutTotals } from '../../checkout/CheckoutTotals'
import { confirmOrderFinal } from '../../checkout/confirmOrderFinal'
import { codesToSubmit } from '../../checkout/checkoutSelection'
import { CouponLineTag } from '../../menu/CouponLineTag'
import { ORDER_TYPE_LABEL } from '../../ui/OrderTypeChips'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { Price } from '../../ui/Price'
import { useCheckoutCoupons } from '../../checkout/useCheckoutCoupons'
import { useCouponGoodsLinks } from '../../checkout/useCouponGoodsLinks'
import { checkoutDraft, clearDraft, draftFor, draftKey, patchDraft } from './checkoutDraft'
import { CheckoutNoteRow } from './CheckoutNoteRow'
import { clearedCouponGoods, problemsBesideNotice } from './clearedCouponGoods'
import { CouponGoodsClearedNotice } from './CouponGoodsClearedNotice'
import { freeGiftLineIds } from './freeGiftLines'
import { useAddressMatchPrompt } from './useAddressMatchPrompt'
import s from './orders.module.css'

/** orderCreate/pages/order/create/index: the checkout (spec 001 §4; docs/API.md "Orders"). */
export default function OrderCreatePage() {
  const session = useSession()
  const location = useLocation()
  if (!isMemberWithPhone(session)) return <Navigate to={pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` })} replace />
  return <Checkout />
}

function Checkout() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const state = useStoreState()
  const sid = Number(params.get('sid')) || state.sid
  const rawType = Number(params.get('orderType'))
  const orderType: OrderType = isOrderType(rawType) ? rawType : state.orderType
  const store = useStoreInfo(sid)
  const member = useMemberInfo()
  const addresses = useAddresses()
  const chosen = chosenAddress.use()
  const times = useDeliveryTimes(sid, orderType)
  // The time slot, phone and note live in the checkout draft: they survive a trip to the note page.
  const key = draftKey(useSession().memberId, sid, orderType)
  const { reservedAt, phone, note, noBag, usePoints, withPrime } = draftFor(checkoutDraft.use(), key)
  const setUsePoints = (value: boolean) => patchDraft(key, { usePoints: value })
  const setWithPrime = (value: boolean) => patchDraft(key, { withPrime: value })
  const setReservedAt = (value: number | null) => patchDraft(key, { reservedAt: value })
  const setNoBag = (value: boolean) => patchDraft(key, { noBag: value })
  const setPhone = (value: string) => patchDraft(key, { phone: value })
  const submitOrder = useSubmitOrder()
  // Coupons (issue 5): null lets the server choose the best selection; an array is the customer's.
  const { choice: couponCodes, setChoice: setCouponCodes, recover: recoverCoupons } = useCheckoutCoupons(orderQueries.confirmAll)
  // The cart tells which lines came with a coupon (the confirm lines do not).
  const cart = useServerCart(sid, orderType).query.data
  const attempt = useSubmitAttempt()

  const addressList = addresses.data?.list ?? []
  const address = orderType === ORDER_TYPE.delivery ? (addressList.find((item) => item.id === chosen) ?? addressList.find((item) => item.isDefault === 1) ?? addressList[0] ?? null) : null
  const contactPhone = phone ?? member.data?.phone ?? ''
  const areaCode = member.data?.areaCode ?? '852'

  const confirmBody = useMemo(
    () => ({ sid: sid as number, orderType, ...(address ? { addressId: address.id } : {}), ...(reservedAt ? { reservedAt } : {}), ...(orderType === ORDER_TYPE.dineIn && state.tableId ? { tableNo: state.tableId } : {}), ...(couponCodes ? { couponCodes } : {}), ...(noBag && orderType === ORDER_TYPE.pickup ? { noBag: 1 as const } : {}), ...(usePoints ? { usePoints: 1 as const } : {}), ...(withPrime ? { withOrderPrime: 1 as const } : {}) }),
    [sid, orderType, address, reservedAt, state.tableId, couponCodes, noBag, usePoints, withPrime],
  )
  const confirm = useOrderConfirm(confirmBody, sid !== null && (orderType !== ORDER_TYPE.delivery || !addresses.isPending))
  // spec 000 §8: an address the store does not deliver to offers the store that does, or pickup.
  useAddressMatchPrompt({ sid, orderType, address, confirm: confirm.isPlaceholderData ? undefined : confirm.data })
  const goodsLinks = useCouponGoodsLinks(confirm.data?.coupons, (couponCode) => navigate(pageUrl(PAGE.couponGoods, { couponCode, sid })))

  if (sid === null) return <Navigate to={pageUrl(PAGE.storeGoods)} replace />

  const data = confirm.data
  // The one phone rule, the server's (a 9- or 10-digit number the server refuses is not sent).
  const phoneValid = isContactPhoneValid(areaCode, contactPhone)

  const submit = async () => {
    if (!phoneValid) {
      Toast.show({ content: t('checkout.phoneInvalid') })
      return
    }
    // spec 000 §8 tip: the order (and its order type) cannot be changed once confirmed.
    if (!(await confirmOrderFinal(t, t(ORDER_TYPE_LABEL[orderType])))) return
    // The member price goes without coupons: none is sent with it.
    const input = { ...confirmBody, couponCodes: withPrime ? [] : codesToSubmit(data?.coupons), areaCode, phone: contactPhone, note: note.trim() || undefined }
    try {
      const order = await submitOrder.mutateAsync({ input, idempotencyKey: attempt.keyFor(input) })
      attempt.succeeded()
      clearDraft()
      navigate(pageUrl(PAGE.pay, { order_id: order.order_id, order_type: order.order_type }), { replace: true })
    } catch (error) {
      const lost = attempt.failed(error)
      if (recoverCoupons(error)) return
      // A lost answer is tried again with the same key; a refusal is said and the price read again.
      if (lost) Toast.show({ content: t('checkout.networkRetry') })
      else {
        toastError(error)
        void confirm.refetch()
      }
    }
  }

  // spec 000 §8 tip: taking the member price cancels the coupons in use, once the customer agrees;
  // giving it up lets the server choose the best coupons again.
  const choosePrime = async (use: boolean) => {
    if (use && codesToSubmit(data?.coupons).length > 0) {
      const agreed = await Dialog.confirm({ content: t('checkout.primeCancelsCoupons'), confirmText: t('common.confirm'), cancelText: t('common.cancel') })
      if (!agreed) return
    }
    setCouponCodes(use ? [] : null)
    setWithPrime(use)
  }
  // Choosing a coupon gives the member price up (the two do not combine).
  const chooseCoupons = (codes: string[]) => {
    if (codes.length > 0 && withPrime) setWithPrime(false)
    setCouponCodes(codes)
  }

  const cleared = data ? clearedCouponGoods(cart?.data ?? [], data) : []
  const couponKeys = new Map((cart?.data ?? []).filter((line) => lineCouponCode(line) !== null).map((line) => [line.id, line.couponKey]))
  const freeGifts = data ? freeGiftLineIds(cart?.data ?? [], data) : new Set<number>()

  return (
    <div className={s.page}>
      <PageHeader title={t('checkout.title')} />
      <div className={s.body}>
        <section className={s.card}>
          <div className={s.row}>
            <span className={s.label}>{t('checkout.store')}</span>
            <span className={s.value}>
              {store.data?.name ?? '…'} · {t(ORDER_TYPE_LABEL[orderType])}
            </span>
          </div>
          {orderType === ORDER_TYPE.delivery && (
            <div className={s.row}>
              <span className={s.label}>{t('checkout.address')}</span>
              <span className={s.value}>
                {address ? (
                  <button type="button" className={s.link} onClick={() => navigate(pageUrl(PAGE.addressChoose))}>
                    {address.address} {address.houseNumber} · {address.consignee}
                  </button>
                ) : (
                  <button type="button" className={s.link} onClick={() => navigate(pageUrl(addressList.length ? PAGE.addressChoose : PAGE.addressEdit))}>
                    {addressList.length ? t('checkout.chooseAddress') : t('checkout.addAddress')}
                  </button>
                )}
              </span>
            </div>
          )}
          <div className={s.row}>
            <label className={s.label} htmlFor="checkout-time">
              {t('checkout.time')}
            </label>
            <select id="checkout-time" className={s.select} value={reservedAt ?? ''} onChange={(event) => setReservedAt(Number(event.target.value) || null)}>
              <option value="">{times.data?.asap.estimate ? t('checkout.asapEstimate', { time: times.data.asap.estimate }) : t('checkout.asap')}</option>
              {times.data?.days.map((day) => (
                <optgroup key={day.date} label={day.label}>
                  {day.slots.map((slot) => (
                    <option key={slot.at} value={slot.at}>
                      {day.label} {slot.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <div className={s.row}>
            <label className={s.label} htmlFor="checkout-phone">
              {t('checkout.phone')}
            </label>
            <input id="checkout-phone" className={s.input} inputMode="tel" value={contactPhone} onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))} />
          </div>
        </section>

        <CheckoutNoteRow note={note} />

        {confirm.isPending && <ListSkeleton rows={3} />}
        <QueryError query={confirm} />
        {data && <CheckoutProblems problems={problemsBesideNotice(data.problems, cleared)} />}
        <CouponGoodsClearedNotice lines={cleared} onRestore={couponCodes !== null ? () => setCouponCodes(null) : undefined} />
        {data && (
          <section className={s.card}>
            <h2 className={s.cardTitle}>{t('checkout.goods')}</h2>
            {data.lines.length === 0 && <p className={s.noGoods}>{t('checkout.noGoods')}</p>}
            {data.lines.map((line) => (
              <div key={line.id} className={s.line}>
                <div className={s.lineInfo}>
                  <span className={s.lineName}>{line.name}</span>
                  {(line.detail || line.optionName) && (
                    <span className={s.lineDetail} data-testid="checkout-line-detail">
                      {line.detail || line.optionName}
                    </span>
                  )}
                  {couponKeys.has(line.id) && <CouponLineTag couponKey={couponKeys.get(line.id)} />}
                </div>
                <span className={s.lineQty}>×{line.num}</span>
                {freeGifts.has(line.id) ? <Price value={ZERO} old={parseCents(line.total_price)} size="small" testId="checkout-free-gift" /> : <Price value={parseCents(line.total_price)} size="small" />}
              </div>
            ))}
            {data.bagOptional && (
              <label className={s.noBagRow}>
                <input type="checkbox" className={s.noBagCheck} checked={noBag} onChange={(event) => setNoBag(event.target.checked)} data-testid="checkout-no-bag" />
                <span className={s.noBagText}>
                  {t('checkout.noBag')}
                  <small>{t('checkout.noBagHint')}</small>
                </span>
              </label>
            )}
            <CheckoutTotals
              confirm={data}
              pending={confirm.isPlaceholderData}
              onCouponChange={chooseCoupons}
              onPointsChange={setUsePoints}
              onPrimeChange={(use) => void choosePrime(use)}
              onPrimeJoin={() => navigate(pageUrl(PAGE.payingMember))}
              goodsLinks={goodsLinks}
              payableTestId="checkout-payable"
            />
          </section>
        )}
      </div>
      <footer className={s.footer}>
        <div className={s.footerTotal}>
          <span>{t('checkout.payable')}</span>
          <Price value={parseCents(data?.payable)} size="large" />
        </div>
        <Button color="primary" shape="rounded" className={s.footerButton} loading={submitOrder.isPending} disabled={!isSubmittable(data) || confirm.isPlaceholderData} onClick={() => void submit()}>
          {t('checkout.submit')}
        </Button>
      </footer>
    </div>
  )
}
