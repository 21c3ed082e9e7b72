import type { UseQueryResult } from '@tanstack/react-query'
import { RightOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useOrders, type OrderStatus } from '../../api/order'
import { useProductOrders } from '../../api/prime'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import { LoadMore } from '../../ui/LoadMore'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { InvoicePage } from './InvoicePage'
import s from './invoices.module.css'

/** Orders not (yet) paid, or cancelled: no receipt for them (the server says the same). */
const NOT_PAID: readonly OrderStatus[] = ['waiting_payment', 'paying', 'payment_failed', 'cancelled']

interface Pickable {
  orderNo: string
  name: string
  detail: string
}

/** One order to pick: opens the request for its receipt. */
function OrderChoice({ order }: { order: Pickable }) {
  const navigate = useNavigate()
  return (
    <li className={s.card}>
      <button type="button" className={s.link} onClick={() => navigate(pageUrl(PAGE.invoiceSubmit, { order_id: order.orderNo }))}>
        <span>
          <span className={s.value}>{order.name}</span>
          <br />
          <span className={s.muted}>{order.detail}</span>
        </span>
        <RightOutline aria-hidden="true" />
      </button>
    </li>
  )
}

interface SectionProps {
  id: string
  title: string
  empty: string
  query: Pick<UseQueryResult, 'isPending' | 'data' | 'error' | 'refetch' | 'isError'>
  orders: Pickable[]
  children?: ReactNode
}

/** A kind of order to pick from, with its loading, error and empty states. */
function PickSection({ id, title, empty, query, orders, children }: SectionProps) {
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h2 id={id} className={s.sectionTitle}>
        {title}
      </h2>
      {query.isPending && <ListSkeleton rows={2} />}
      <QueryError query={query} />
      {/* One of two sections: a line in a card, not a page-sized picture that pushes the other away. */}
      {query.data !== undefined && orders.length === 0 && <p className={`${s.card} ${s.sectionEmpty}`}>{empty}</p>}
      <ul className={s.list}>
        {orders.map((order) => (
          <OrderChoice key={order.orderNo} order={order} />
        ))}
      </ul>
      {children}
    </section>
  )
}

/**
 * orderPlus/pages/invoice/order/index: the member's paid orders — meals, and what they bought
 * besides (top-ups, passes, gift cards, mall orders) — each opening the request for its receipt.
 */
export default function InvoiceOrdersPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const orders = useOrders('all')
  const products = useProductOrders(null)
  const meals: Pickable[] = (orders.data?.list ?? [])
    .filter((o) => !NOT_PAID.includes(o.status))
    .map((o) => ({ orderNo: o.order_id, name: o.storeName, detail: `${o.serial} · HK$${o.payable} · ${formatDateTime(o.createdAt, lang)}` }))
  // Refunded (or being refunded) purchases keep no money to make a receipt out for.
  const bought: Pickable[] = (products.data?.pages.flatMap((page) => page.list) ?? [])
    .filter((o) => o.status === 'paid')
    .map((o) => ({ orderNo: o.orderNo, name: o.title, detail: `HK$${o.amount} · ${formatDateTime(o.paidAt ?? o.createdAt, lang)}` }))
  return (
    <InvoicePage title={t('invoices.toOrders')}>
      <PickSection id="invoice-meal-orders" title={t('invoices.mealOrders')} empty={t('invoices.noOrders')} query={orders} orders={meals} />
      <PickSection id="invoice-product-orders" title={t('invoices.productOrders')} empty={t('invoices.noProductOrders')} query={products} orders={bought}>
        {products.hasNextPage && <LoadMore hasMore loading={products.isFetchingNextPage} onMore={() => void products.fetchNextPage()} />}
      </PickSection>
    </InvoicePage>
  )
}
