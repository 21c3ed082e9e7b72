import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { parseCents } from '../../api/money'
import { useRefunds } from '../../api/order'
import { useLanguage } from '../../i18n'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { Price } from '../../ui/Price'
import { formatTime } from '../../ui/format'
import { hasOpenRefund } from './orderLive'
import { useLiveOrder } from './useLiveOrder'
import s from './orders.module.css'

const LOG_KEYS = { 10: 'refund.log_10', 30: 'refund.log_30', 40: 'refund.log_40', 50: 'refund.log_50', 60: 'refund.log_60' } as const
const STATUS_KEYS = {
  waiting_audit: 'refund.status_waiting_audit',
  rejected: 'refund.status_rejected',
  refunding: 'refund.status_refunding',
  refunded: 'refund.status_refunded',
} as const

/** orderPlus/pages/order/refund/index?order_id=: the order's refund requests and their steps, live. */
export default function RefundProgressPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const [params] = useSearchParams()
  const orderId = params.get('order_id')
  const refunds = useRefunds(orderId)
  const list = refunds.data?.list ?? []
  // The store's decision and the money's return arrive live (refund-status on order:<id>).
  useLiveOrder(orderId, hasOpenRefund(list), () => void refunds.refetch())
  return (
    <div className={s.page}>
      <PageHeader title={t('refund.progressTitle')} />
      <div className={s.body}>
        {refunds.isPending && <ListSkeleton rows={3} />}
        <QueryError query={refunds} />
        {refunds.data && list.length === 0 && <EmptyView title={t('refund.none')} />}
        {list.map((refund) => (
          <section key={refund.refund_no} className={s.card} data-testid="refund-request">
            <div className={s.row}>
              <strong>{t(STATUS_KEYS[refund.status])}</strong>
              <Price value={parseCents(refund.amount)} />
            </div>
            <div className={s.row}>
              <span className={s.label}>{t('refund.reason')}</span>
              <span className={s.value}>{refund.reasonText}</span>
            </div>
            {refund.description && <p className={s.muted}>{refund.description}</p>}
            <ol className={s.timeline} style={{ marginTop: 10 }}>
              {[...refund.logs].reverse().map((log) => (
                <li key={`${log.code}-${log.at}`}>
                  <strong>{log.code in LOG_KEYS ? t(LOG_KEYS[log.code as keyof typeof LOG_KEYS]) : log.text}</strong> <span className={s.muted}>{formatTime(log.at, lang)}</span>
                  {log.note && <div className={s.muted}>{log.note}</div>}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  )
}
