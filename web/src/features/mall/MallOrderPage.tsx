import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { isMallNotFound } from '../../api/mall'
import { useMallOrder, type MallOrder } from '../../api/mallOrders'
import { PAGE } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { MallGone } from './MallGone'
import { OrderActions } from './OrderActions'
import { OrderCoupons } from './OrderCoupons'
import { OrderDelivery } from './OrderDelivery'
import { OrderLines } from './OrderLines'
import { OrderStatusCard } from './OrderStatusCard'
import s from './mall.module.css'

/**
 * integralMall/pages/orderItemDetail/index?order_no= (a member): one exchange: how it stands;
 * the pickup code while a pickup waits, the address and tracking number of a delivery, a
 * package's coupon codes (and the wallet); its lines and totals; "pay now" with the deadline,
 * "confirm receipt" and "cancel" where they apply.
 */
export default function MallOrderPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const orderNo = params.get('order_no')
  const order = useMallOrder(orderNo)
  const data = order.data
  const gone = !orderNo || isMallNotFound(order.error)
  return (
    <div className={s.page}>
      <PageHeader title={t('mall.orderTitle')} homePath={`/${PAGE.mallOrders}`} />
      {gone && <MallGone title={t('mall.orderGone')} description={t('mall.orderGoneHint')} back="exchanges" />}
      {!gone && (
        <div className={s.body}>
          {order.isPending && <ListSkeleton rows={3} />}
          {!data && <QueryError query={order} />}
          {data && <OrderView order={data} onChanged={() => void order.refetch()} />}
        </div>
      )}
    </div>
  )
}

function OrderView({ order, onChanged }: { order: MallOrder; onChanged: () => void }) {
  return (
    <>
      <OrderStatusCard order={order} />
      {order.fulfilment === 'delivery' && <OrderDelivery order={order} />}
      {order.fulfilment === 'none' && <OrderCoupons order={order} />}
      <OrderLines order={order} />
      <OrderActions order={order} onChanged={onChanged} />
    </>
  )
}
