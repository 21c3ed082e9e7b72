import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { formatMoney, parseCents } from '../../api/money'
import { PRODUCT_STATUS_LABEL } from '../../api/prime'
import { useRecharges } from '../../api/wallet'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import { LoadMore } from '../../ui/LoadMore'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import c from './OrderListCard.module.css'
import o from './orders.module.css'

/** The order list's "stored value" tab: the member's paid top-ups, newest first (queryRechargeSuccessOrderPage). */
export function RechargeOrders() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const pages = useRecharges()
  const list = pages.data?.pages.flatMap((page) => page.list) ?? []
  const money = (value: string) => formatMoney(parseCents(value), lang)
  return (
    <div className={o.body} style={{ paddingBottom: 'calc(96px + env(safe-area-inset-bottom))' }}>
      {pages.isPending && <ListSkeleton rows={3} />}
      <QueryError query={pages} />
      {pages.isSuccess && list.length === 0 && (
        <EmptyView
          title={t('orders.rechargeEmpty')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.walletRecharge))}>
              {t('wallet.topUp')}
            </Button>
          }
        />
      )}
      {list.map((r) => (
        <div key={r.rechargeNo} className={o.card} data-testid="recharge-card">
          <div className={o.row}>
            <strong>{t('orders.rechargeTitle', { total: money(r.total) })}</strong>
            <span className={o.tag}>{r.status === 'paid' ? t('orders.rechargePaid') : t(PRODUCT_STATUS_LABEL[r.status] ?? 'orders.rechargePaid')}</span>
          </div>
          <div className={o.row}>
            <span className={o.muted}>
              {r.rechargeNo} · {formatDateTime(r.paidAt ?? r.createdAt, lang)}
            </span>
            <span className={c.figure}>{t('orders.rechargePaidAmount', { pay: money(r.payAmount) })}</span>
          </div>
        </div>
      ))}
      {list.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
    </div>
  )
}
