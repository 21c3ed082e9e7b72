import { Button, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { parseCents } from '../../api/money'
import { useOrders, type OrderTab } from '../../api/order'
import { isMemberWithPhone, useSession } from '../../api/session'
import { useLanguage } from '../../i18n'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { MallOrderList } from '../../mall/MallOrderList'
import { ReviewEntry } from '../../reviews/ReviewEntry'
import { ORDER_TYPE_LABEL } from '../../ui/OrderTypeChips'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { Price } from '../../ui/Price'
import { formatTime } from '../../ui/format'
import { LegacyHistoryLink } from './LegacyHistoryLink'
import { canOrderAgain } from './orderAgain'
import { OrderAgainButton } from './OrderAgainButton'
import { ProductOrders } from './ProductOrders'
import { RechargeOrders } from './RechargeOrders'
import { ShopPurchases } from './ShopPurchases'
import c from './OrderListCard.module.css'
import s from './OrderListPage.module.css'
import o from './orders.module.css'

// The tabs of spec 000 §2 in its order: today, history, refund, the orders placed in the app (the
// seed's "mini-program" tab: `all`), purchases at a shop's till, then what members buy besides
// meals: the coupon (packs), gift card, equity card, stored-value (top-ups) and paid member
// (Privilege Pass) tabs, and the points mall's exchanges.
type ListTab = OrderTab | 'shop' | 'pack' | 'giftcard' | 'rights' | 'prime' | 'recharge' | 'mall'
const TABS = [
  { key: 'today', label: 'orders.today' },
  { key: 'history', label: 'orders.history' },
  { key: 'refund', label: 'orders.refund' },
  { key: 'all', label: 'orders.all' },
  { key: 'shop', label: 'orders.shop' },
  { key: 'pack', label: 'orders.pack' },
  { key: 'giftcard', label: 'orders.giftcard' },
  { key: 'rights', label: 'orders.rights' },
  { key: 'recharge', label: 'orders.recharge' },
  { key: 'prime', label: 'orders.prime' },
  { key: 'mall', label: 'orders.mall' },
] as const satisfies readonly { key: ListTab; label: string }[]
const isListTab = (value: string | null): value is ListTab => TABS.some((tab) => tab.key === value)

/** pages/order/index/index: the member's orders by tab (docs/API.md `GET /v1/order/list`). */
export default function OrderListPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const session = useSession()
  const [params] = useSearchParams()
  const asked = params.get('tab')
  const [tab, setTab] = useState<ListTab>(isListTab(asked) ? asked : 'today')
  const member = isMemberWithPhone(session)
  return (
    <div className={s.page}>
      <div className={s.top}>
        <PageHeader title={t('orders.title')} />
        <Tabs activeKey={tab} onChange={(key) => setTab(key as ListTab)} className={s.tabs}>
          {TABS.map(({ key, label }) => (
            <Tabs.Tab key={key} title={t(label)} />
          ))}
        </Tabs>
      </div>
      {member ? (
        tab === 'recharge' ? (
          <RechargeOrders />
        ) : tab === 'shop' ? (
          <ShopPurchases />
        ) : tab === 'mall' ? (
          <div className={o.body} style={{ paddingBottom: 'calc(96px + env(safe-area-inset-bottom))' }} data-testid="orders-mall-tab">
            <MallOrderList />
          </div>
        ) : tab === 'pack' ? (
          <ProductOrders kind="pack" empty={t('orders.packEmpty')} buyLabel={t('orders.packBuy')} buyPath={PAGE.voucherCenter} />
        ) : tab === 'giftcard' ? (
          <ProductOrders kind="giftcard" empty={t('orders.giftcardEmpty')} buyLabel={t('orders.giftcardBuy')} buyPath={PAGE.buyGiftCard} />
        ) : tab === 'rights' ? (
          <ProductOrders kind="rights" empty={t('orders.rightsEmpty')} buyLabel={t('orders.rightsBuy')} buyPath={PAGE.buyEquityCard} />
        ) : tab === 'prime' ? (
          <ProductOrders kind="prime" empty={t('orders.primeEmpty')} buyLabel={t('orders.primeBuy')} buyPath={PAGE.payingMember} />
        ) : (
          <Orders tab={tab} />
        )
      ) : (
        <EmptyView
          fullPage
          title={t('orders.empty')}
          description={t('mine.guestHint')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.auth, { oldUrl: `/${PAGE.orderList}` }))}>
              {t('mine.login')}
            </Button>
          }
        />
      )}
    </div>
  )
}

function Orders({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const orders = useOrders(tab)
  const list = orders.data?.list ?? []
  return (
    <div className={o.body} style={{ paddingBottom: 'calc(96px + env(safe-area-inset-bottom))' }}>
      {tab === 'history' && <LegacyHistoryLink before={orders.data?.legacyHistoryBefore} />}
      {orders.isPending && <ListSkeleton rows={3} />}
      <QueryError query={orders} />
      {orders.data && list.length === 0 && (
        <EmptyView
          title={t('orders.empty')}
          description={t('orders.emptyHint')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.storeGoods}`, { replace: true })}>
              {t('orders.goOrder')}
            </Button>
          }
        />
      )}
      {list.map((order) => (
        <div key={order.order_id} className={o.card} data-testid="order-card" data-order-id={order.order_id} data-status={order.status}>
          <button type="button" className={c.open} onClick={() => navigate(pageUrl(PAGE.orderDetail, { order_id: order.order_id }))}>
            <div className={o.row}>
              <strong>{order.storeName}</strong>
              <span className={o.tag}>{order.statusText}</span>
            </div>
            <div className={o.row}>
              <span className={o.muted}>
                {t(ORDER_TYPE_LABEL[order.order_type])} · {t('orders.serial', { serial: order.serial })} · {formatTime(order.createdAt, lang)}
              </span>
              <Price value={parseCents(order.payable)} size="small" />
            </div>
            {order.pickup_code && (
              <div className={o.row}>
                <span className={o.label}>{t('orderDetail.pickupCode')}</span>
                <strong className={o.tag}>{order.pickup_code}</strong>
              </div>
            )}
          </button>
          {canOrderAgain(order) && (
            <div className={c.footer}>
              <ReviewEntry orderNo={order.order_id} review={order.review} />
              <OrderAgainButton order={order} />
            </div>
          )}
        </div>
      ))}
    </div>
  )
}
