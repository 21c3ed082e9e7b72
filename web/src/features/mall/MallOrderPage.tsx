import { Button, Dialog, Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { isMallNotFound, useCancelMallOrder, useMallOrder, type MallOrder } from '../../api/mall'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime, formatPoints } from '../../ui/format'
import { GoodsImage } from '../../ui/GoodsImage'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { StateTag } from '../../ui/StateTag'
import { MallGone } from './MallGone'
import { canCancel, showsPickupCode, statusKey, statusTone } from './orderStatus'
import { PickupCode } from './PickupCode'
import s from './mall.module.css'

/**
 * integralMall/pages/orderItemDetail/index?order_no= (a member): one exchange. While the goods
 * wait, the pickup code for the counter and a way to cancel (points and stock go back).
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
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const cancel = useCancelMallOrder()
  const ask = async () => {
    const sure = await Dialog.confirm({ content: t('mall.cancelConfirm'), confirmText: t('mall.cancelYes'), cancelText: t('mall.cancelNo') })
    if (!sure) return
    try {
      await cancel.mutateAsync(order.order_no)
      Toast.show({ content: t('mall.cancelled'), icon: 'success' })
    } catch {
      // The query client said why (collected or cancelled meanwhile); the exchange is read again.
      onChanged()
    }
  }
  return (
    <>
      <section className={`${s.card} ${s.statusCard}`} data-testid="mall-order-status" data-status={order.status}>
        <StateTag tone={statusTone(order.status)} className={s.statusTag}>
          {t(statusKey(order.status))}
        </StateTag>
        {order.status === 'finished' && order.finishedAt && <p className={s.statusNote}>{t('mall.finishedNote', { time: formatDateTime(order.finishedAt, lang) })}</p>}
        {order.status === 'cancelled' && order.cancelledAt && <p className={s.statusNote}>{t('mall.cancelledNote', { time: formatDateTime(order.cancelledAt, lang) })}</p>}
        {showsPickupCode(order) && <PickupCode code={order.pickupCode} />}
      </section>

      <section className={s.card}>
        <div className={s.itemRow}>
          <GoodsImage src={order.image} className={s.thumb} />
          <div className={s.itemText}>
            <h2 className={s.itemName}>{order.title}</h2>
            <p className={s.subtitle}>{t('mall.quantityTimes', { count: order.quantity })}</p>
          </div>
        </div>
        <div className={s.row}>
          <span className={s.label}>{t('mall.pointsUsed')}</span>
          <strong className={s.totalPoints} data-testid="mall-order-points">
            {formatPoints(order.points)}
          </strong>
        </div>
        <div className={s.row}>
          <span className={s.label}>{t('mall.pickupStore')}</span>
          <button type="button" className={s.link} onClick={() => navigate(pageUrl(PAGE.storeDetail, { sid: order.sid }))} data-testid="mall-order-store">
            {order.storeName}
          </button>
        </div>
        <div className={s.row}>
          <span className={s.label}>{t('mall.createdAt')}</span>
          <span className={s.value}>{formatDateTime(order.createdAt, lang)}</span>
        </div>
        <div className={s.row}>
          <span className={s.label}>{t('mall.orderNo')}</span>
          <span className={s.value} data-testid="mall-order-no">
            {order.order_no}
          </span>
        </div>
      </section>

      {canCancel(order) && (
        <Button block shape="rounded" fill="outline" className={s.cancelButton} loading={cancel.isPending} onClick={() => void ask()} data-testid="mall-order-cancel">
          {t('mall.cancel')}
        </Button>
      )}
    </>
  )
}
