import { RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useOrders, type OrderStatus } from '../../api/order'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { InvoicePage } from './InvoicePage'
import s from './invoices.module.css'

/** Orders not (yet) paid, or cancelled: no receipt for them (the server says the same). */
const NOT_PAID: readonly OrderStatus[] = ['waiting_payment', 'paying', 'payment_failed', 'cancelled']

/** orderPlus/pages/invoice/order/index: the member's paid orders, each opening the request for its receipt. */
export default function InvoiceOrdersPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const orders = useOrders('all')
  const list = (orders.data?.list ?? []).filter((o) => !NOT_PAID.includes(o.status))
  return (
    <InvoicePage title={t('invoices.toOrders')}>
      {orders.isPending && <ListSkeleton rows={3} />}
      <QueryError query={orders} />
      {orders.data && list.length === 0 && <EmptyView title={t('invoices.noOrders')} />}
      <ul className={s.list}>
        {list.map((order) => (
          <li key={order.order_id} className={s.card}>
            <button
              type="button"
              className={s.link}
              onClick={() => navigate(pageUrl(PAGE.invoiceSubmit, { order_id: order.order_id }))}
            >
              <span>
                <span className={s.value}>{order.storeName}</span>
                <br />
                <span className={s.muted}>
                  {order.serial} · HK${order.payable} · {formatDateTime(order.createdAt, lang)}
                </span>
              </span>
              <RightOutline aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </InvoicePage>
  )
}
