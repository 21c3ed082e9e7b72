import { Button, Dialog, Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { errorMessage } from '../../api/client'
import { cents, formatMoney, parseCents } from '../../api/money'
import { useOrderAction, useOrderBySerial, useOrderDetail, useRefunds } from '../../api/order'
import { isMemberWithPhone, useSession } from '../../api/session'
import { useLanguage } from '../../i18n'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { FeeRow } from '../../checkout/FeeRow'
import { ORDER_TYPE } from '../../api/types'
import { ORDER_TYPE_LABEL } from '../../ui/OrderTypeChips'
import { PageHeader } from '../../ui/PageHeader'
import { ErrorView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { Price } from '../../ui/Price'
import { formatTime } from '../../ui/format'
import { OrderCouponList } from '../../checkout/OrderCouponList'
import { OrderDrawBanner } from '../../rewards/OrderDrawBanner'
import { InvoiceEntry } from './InvoiceEntry'
import { ReviewEntry } from '../../reviews/ReviewEntry'
import { GroupReceipt } from './GroupReceipt'
import { OrderAgainButton } from './OrderAgainButton'
import { orderActions, type OrderAction } from './orderLogic'
import { needsLiveUpdates } from './orderLive'
import { OrderTimeNotes } from './OrderTimeNotes'
import { PaymentLines } from './PaymentLines'
import { RemindButton } from './RemindButton'
import { useLiveOrder } from './useLiveOrder'
import s from './orders.module.css'
import { GoodsImage } from '../../ui/GoodsImage'

/** mainFlow/pages/order/detail/index?order_id=: status, pickup code, lines, fees, timeline, actions; live. */
export default function OrderDetailPage() {
  const session = useSession()
  const location = useLocation()
  if (!isMemberWithPhone(session)) return <Navigate to={pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` })} replace />
  const params = new URLSearchParams(location.search)
  const ordersn = params.get('ordersn')
  if (!params.get('order_id') && ordersn) return <OrderBySerial ordersn={ordersn} />
  return <Detail />
}

/** A launch address names the order by `ordersn`: find the member's own order, then show it by its id. */
function OrderBySerial({ ordersn }: { ordersn: string }) {
  const { t } = useTranslation()
  const found = useOrderBySerial(ordersn)
  if (found.data) return <Navigate to={pageUrl(PAGE.orderDetail, { order_id: found.data.order_id })} replace />
  return (
    <div className={s.page}>
      <PageHeader title={t('orderDetail.title')} homePath={`/${PAGE.orderList}`} />
      <div className={s.body}>
        {found.isError ? <ErrorView message={errorMessage(found.error)} onRetry={() => void found.refetch()} /> : <ListSkeleton rows={4} />}
      </div>
    </div>
  )
}

function Detail() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const orderId = params.get('order_id')
  const order = useOrderDetail(orderId)
  const refunds = useRefunds(orderId)
  const orderAction = useOrderAction()
  const data = order.data
  useLiveOrder(orderId, needsLiveUpdates(data?.status, refunds.data?.list), () => {
    void order.refetch()
    void refunds.refetch()
  })

  const act = async (action: OrderAction) => {
    if (!orderId) return
    if (action === 'pay') return navigate(pageUrl(PAGE.pay, { order_id: orderId, order_type: data?.order_type }))
    if (action === 'refund') return navigate(pageUrl(PAGE.refundAudit, { order_id: orderId }))
    if (action === 'refundProgress') return navigate(pageUrl(PAGE.refundProgress, { order_id: orderId }))
    const confirmText = action === 'cancel' ? t('orderDetail.cancelConfirm') : action === 'delete' ? t('orderDetail.deleteConfirm') : null
    if (confirmText && !(await Dialog.confirm({ content: confirmText, confirmText: t('common.confirm'), cancelText: t('common.cancel') }))) return
    try {
      await orderAction.mutateAsync({ action: action === 'confirmReceipt' ? 'end' : action, orderId })
      Toast.show({ content: t('orderDetail.done'), icon: 'success' })
      if (action === 'delete') navigate(pageUrl(PAGE.orderList), { replace: true })
    } catch {
      // The query client said why; the order is read again (its status may have moved on).
      void order.refetch()
    }
  }

  const actionLabel: Record<OrderAction, string> = {
    pay: t('orderDetail.pay'),
    cancel: t('orderDetail.cancel'),
    // A pickup order is collected (已取餐), a delivered one received: not e-commerce's 確認收貨.
    confirmReceipt: t(data?.order_type === ORDER_TYPE.pickup ? 'orderDetail.confirmPickedUp' : 'orderDetail.confirmReceipt'),
    refund: t('orderDetail.refund'),
    refundProgress: t('orderDetail.refundProgress'),
    delete: t('orderDetail.delete'),
  }
  // A group order's other participants read it but do not act on it (docs/API.md "Group orders").
  const payer = data?.isPayer !== false
  const actions = data && payer ? orderActions(data, (refunds.data?.list.length ?? 0) > 0) : []
  const pointsMoney = parseCents(data?.pointsMoney ?? '0')
  const primeDiscount = parseCents(data?.primeDiscountAmount ?? '0')
  const couponDiscount = cents(parseCents(data?.discount ?? '0') - pointsMoney - primeDiscount)

  return (
    <div className={s.page}>
      <PageHeader title={t('orderDetail.title')} homePath={`/${PAGE.orderList}`} />
      <div className={s.body}>
        {order.isPending && <ListSkeleton rows={4} />}
        <QueryError query={order} />
        {data && (
          <>
            <section className={`${s.card} ${s.center}`} style={{ padding: '20px 16px', gap: 6 }}>
              <p className={s.status} data-testid="order-status" data-status={data.status}>
                {data.statusText}
              </p>
              <span className={s.muted}>
                {data.storeName} · {t(ORDER_TYPE_LABEL[data.order_type])}
              </span>
              {data.pickup_code && (
                <>
                  <span className={s.muted}>{t('orderDetail.pickupCode')}</span>
                  <p className={s.pickupCode} data-testid="pickup-code">
                    {data.pickup_code}
                  </p>
                </>
              )}
              {data.table_no && <span className={s.tag}>{t('orderDetail.table', { table: data.table_no })}</span>}
              {data.canPay && data.payDeadline && <span className={s.muted}>{t('orderDetail.payBy', { time: formatTime(data.payDeadline, lang) })}</span>}
              <OrderTimeNotes order={data} />
            </section>

            <OrderDrawBanner order={data} />

            {(actions.length > 0 || (payer && data.canRemind)) && (
              <div className={s.actions}>
                {payer && <RemindButton order={data} onDone={() => void order.refetch()} />}
                {actions.map((action) => (
                  <Button key={action} size="small" shape="rounded" color={action === 'pay' || action === 'confirmReceipt' ? 'primary' : 'default'} onClick={() => void act(action)}>
                    {actionLabel[action]}
                  </Button>
                ))}
                {payer && <ReviewEntry orderNo={data.order_id} review={data.review} />}
                {payer && <InvoiceEntry order={data} />}
                {payer && <OrderAgainButton order={data} primary />}
              </div>
            )}

            <section className={s.card}>
              {data.lines.map((line) => (
                <div key={line.lineId} className={s.line}>
                  <GoodsImage className={s.thumb} src={line.image} />
                  <div className={s.lineInfo}>
                    <span className={s.lineName}>{line.name}</span>
                    {line.detail && <span className={s.lineDetail}>{line.detail}</span>}
                    {line.memo && <span className={s.lineDetail}>{t('dishMemo.shown', { memo: line.memo })}</span>}
                  </div>
                  <span className={s.lineQty}>×{line.num}</span>
                  <Price value={parseCents(line.total_price)} size="small" />
                </div>
              ))}
              <FeeRow label={t('checkout.goodsTotal')} value={data.goods_total} />
              <FeeRow label={t('checkout.boxFee')} value={data.box_price} />
              <FeeRow label={t('checkout.bagFee')} value={data.bag_fee} />
              <FeeRow label={t('checkout.deliveryFee')} value={data.delivery_fee} />
              <OrderCouponList coupons={data.coupons} />
              {primeDiscount > 0 && (
                <div className={s.row}>
                  <span className={s.label}>{t('checkout.primeDiscount')}</span>
                  <span className={s.value} data-testid="order-prime-discount">
                    -{formatMoney(primeDiscount)}
                  </span>
                </div>
              )}
              {/* The order's discount holds the points' money and the member price too: shown apart, as the checkout did. */}
              {couponDiscount > 0 && (
                <div className={s.row}>
                  <span className={s.label}>{t('checkout.discount')}</span>
                  <span className={s.value}>-{formatMoney(couponDiscount)}</span>
                </div>
              )}
              {pointsMoney > 0 && (
                <div className={s.row}>
                  <span className={s.label}>{t('orderDetail.pointsUsed', { points: data.pointsUsed ?? 0 })}</span>
                  <span className={s.value} data-testid="order-points-money">
                    -{formatMoney(pointsMoney)}
                  </span>
                </div>
              )}
              <div className={s.row}>
                <span className={s.label}>{t('checkout.payable')}</span>
                <Price value={parseCents(data.payable)} />
              </div>
              <FeeRow label={t('orderDetail.refunded')} value={data.refunded_total} />
              <PaymentLines payments={data.payments} />
            </section>

            {data.participants && <GroupReceipt shares={data.participants} />}

            <section className={s.card}>
              <div className={s.row}>
                <span className={s.label}>{t('orderDetail.orderId')}</span>
                <span className={s.value}>{data.order_id}</span>
              </div>
              <div className={s.row}>
                <span className={s.label}>{t('orderDetail.createdAt')}</span>
                <span className={s.value}>{formatTime(data.createdAt, lang)}</span>
              </div>
              {data.reservedAt && (
                <div className={s.row}>
                  <span className={s.label}>{t('orderDetail.reservedAt')}</span>
                  <span className={s.value}>{formatTime(data.reservedAt, lang)}</span>
                </div>
              )}
              <div className={s.row}>
                <span className={s.label}>{t('orderDetail.contact')}</span>
                <span className={s.value}>
                  +{data.contact.areaCode} {data.contact.phone}
                </span>
              </div>
              {data.address?.address && (
                <div className={s.row}>
                  <span className={s.label}>{t('checkout.address')}</span>
                  <span className={s.value}>
                    {data.address.address} {data.address.houseNumber}
                  </span>
                </div>
              )}
              {data.note && (
                <div className={s.row}>
                  <span className={s.label}>{t('checkout.note')}</span>
                  <span className={s.value}>{data.note}</span>
                </div>
              )}
            </section>

            <section className={s.card}>
              <h2 className={s.cardTitle}>{t('orderDetail.timeline')}</h2>
              <ol className={s.timeline}>
                {[...data.timeline].reverse().map((step) => (
                  <li key={`${step.status}-${step.at}`}>
                    <strong>{step.statusText}</strong> <span className={s.muted}>{formatTime(step.at, lang)}</span>
                  </li>
                ))}
              </ol>
            </section>
          </>
        )}
      </div>
    </div>
  )
}
