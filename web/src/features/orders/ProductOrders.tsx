import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { formatMoney, parseCents } from '../../api/money'
import { PRODUCT_STATUS_LABEL, useProductOrders, type ProductKind } from '../../api/prime'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import { LoadMore } from '../../ui/LoadMore'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import c from './OrderListCard.module.css'
import o from './orders.module.css'

interface Props {
  kind: ProductKind
  /** Says there is nothing yet, and where to buy one. */
  empty: string
  buyLabel: string
  buyPath: string
}

/** An order list tab of things bought besides meals (a Privilege Pass): the member's paid ones, newest first. */
export function ProductOrders({ kind, empty, buyLabel, buyPath }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const pages = useProductOrders(kind)
  const list = pages.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={o.body} style={{ paddingBottom: 'calc(96px + env(safe-area-inset-bottom))' }}>
      {pages.isPending && <ListSkeleton rows={3} />}
      <QueryError query={pages} />
      {pages.isSuccess && list.length === 0 && (
        <EmptyView
          title={empty}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate(`/${buyPath}`)}>
              {buyLabel}
            </Button>
          }
        />
      )}
      {list.map((order) => (
        <div key={order.orderNo} className={o.card} data-testid="product-order-card">
          <div className={o.row}>
            <strong>{order.title}</strong>
            <span className={o.tag}>{t(PRODUCT_STATUS_LABEL[order.status] ?? 'orders.productPaid')}</span>
          </div>
          <div className={o.row}>
            <span className={o.muted}>
              {order.orderNo} · {formatDateTime(order.paidAt ?? order.createdAt, lang)}
            </span>
            <span className={c.figure}>{formatMoney(parseCents(order.amount), lang)}</span>
          </div>
        </div>
      ))}
      {list.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
    </div>
  )
}
