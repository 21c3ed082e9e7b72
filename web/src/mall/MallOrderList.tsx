import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMallOrders, type MallOrderStatus } from '../api/mallOrders'
import { PAGE, pageUrl } from '../app/pagePaths'
import { LoadMore } from '../ui/LoadMore'
import { EmptyView, ListSkeleton } from '../ui/PageStates'
import { QueryError } from '../ui/QueryError'
import { MallOrderRow } from './MallOrderRow'
import s from './MallOrderRow.module.css'

/**
 * The member's exchanges (of one status, or all), newest first, 20 at a time: loading, a failure
 * with retry, none yet (with the way to the mall), the rows; a row opens the exchange.
 */
export function MallOrderList({ status = null }: { status?: MallOrderStatus | null }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const pages = useMallOrders(status)
  const orders = pages.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <>
      {pages.isPending && <ListSkeleton rows={4} />}
      {!pages.data && <QueryError query={pages} />}
      {pages.isSuccess && orders.length === 0 && (
        <EmptyView
          title={status ? t('mall.ordersEmptyStatus') : t('mall.ordersEmpty')}
          description={t('mall.ordersEmptyHint')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.integralMall}`)}>
              {t('mall.backToMall')}
            </Button>
          }
        />
      )}
      {orders.length > 0 && (
        <ul className={s.list} data-testid="mall-orders">
          {orders.map((order) => (
            <li key={order.order_no}>
              <MallOrderRow order={order} onOpen={(target) => navigate(pageUrl(PAGE.mallOrder, { order_no: target.order_no }))} />
            </li>
          ))}
        </ul>
      )}
      {orders.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
    </>
  )
}
