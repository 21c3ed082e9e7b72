import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMallOrders } from '../../api/mall'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { LoadMore } from '../../ui/LoadMore'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { MallOrderRow } from './MallOrderRow'
import s from './mall.module.css'

/** integralMall/pages/integralOrder/index (a member): the member's exchanges, newest first, 20 at a time. */
export default function MallOrdersPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const pages = useMallOrders()
  const orders = pages.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={s.page}>
      <PageHeader title={t('mall.ordersTitle')} homePath={`/${PAGE.integralMall}`} />
      <div className={s.body}>
        {pages.isPending && <ListSkeleton rows={4} />}
        {!pages.data && <QueryError query={pages} />}
        {pages.isSuccess && orders.length === 0 && (
          <EmptyView
            title={t('mall.ordersEmpty')}
            description={t('mall.ordersEmptyHint')}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.integralMall}`)}>
                {t('mall.backToMall')}
              </Button>
            }
          />
        )}
        {orders.length > 0 && (
          <ul className={s.orderList} data-testid="mall-orders">
            {orders.map((order) => (
              <li key={order.order_no}>
                <MallOrderRow order={order} onOpen={(target) => navigate(pageUrl(PAGE.mallOrder, { order_no: target.order_no }))} />
              </li>
            ))}
          </ul>
        )}
        {orders.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
      </div>
    </div>
  )
}
