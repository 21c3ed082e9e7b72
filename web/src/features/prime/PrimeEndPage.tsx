import { Button } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { usePrimeInfo, usePrimeOrder } from '../../api/prime'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDate } from '../../ui/format'
import s from '../../ui/LedgerPage.module.css'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, LoadingView } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import p from './prime.module.css'

/**
 * memberMinVolume/pages/payingMember/payEnd/index: where the gateway sends the member back after
 * paying for a pass; waits for the gateway's notify to settle the order, then says until when the
 * pass is valid.
 */
export default function PrimeEndPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const client = useQueryClient()
  const [params] = useSearchParams()
  // The server put it in the address the gateway sends the member back to.
  const orderNo = params.get('orderNo')
  const order = usePrimeOrder(orderNo)
  const status = order.data?.status
  const info = usePrimeInfo()
  useEffect(() => {
    // The member info (Mine), the pass page and the order list change with it.
    if (status === 'paid') void client.invalidateQueries({ queryKey: ['member'] })
  }, [status, client])
  const held = info.data?.member
  const ended = status === 'failed' || status === 'closed'
  return (
    <div className={s.page}>
      <PageHeader title={t('prime.title')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        {!orderNo && <EmptyView title={t('prime.endUnknown')} />}
        <QueryError query={order} />
        {(order.isPending && orderNo) || status === 'paying' ? <LoadingView label={t('prime.confirming')} /> : null}
        {order.data && status === 'paid' && (
          <section className={p.card} data-testid="prime-result" data-status="paid">
            <h2 className={p.cardName}>{t('prime.done')}</h2>
            <p className={p.cardStatus}>{order.data.title}</p>
            {held?.active && <p className={p.cardStatus}>{t('prime.validUntil', { date: formatDate(held.expiresAt, lang) })}</p>}
          </section>
        )}
        {order.data && ended && (
          <section className={s.ruleCard} data-testid="prime-result" data-status="failed">
            <h2>{t('prime.failed')}</h2>
            <p>{t('prime.failedHint')}</p>
          </section>
        )}
        {(status === 'paid' || ended) && (
          <div className={p.endActions}>
            {status === 'paid' ? (
              <Button block color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.storeGoods}`, { replace: true })}>
                {t('prime.useNow')}
              </Button>
            ) : (
              <Button block color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.payingMember), { replace: true })}>
                {t('prime.tryAgain')}
              </Button>
            )}
            <Button block fill="outline" shape="rounded" onClick={() => navigate(pageUrl(PAGE.payingMember), { replace: true })}>
              {t('prime.seePass')}
            </Button>
          </div>
        )}
      </div>
    </div>
  )
}
