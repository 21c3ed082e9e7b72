import { Button } from 'antd-mobile'
import type { UseQueryResult } from '@tanstack/react-query'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductOrder } from '../../api/prime'
import { LoadingView } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import s from './coupons.module.css'
import p from './packs.module.css'

interface Props {
  /** The order the gateway sent the member back about, asked again while it is paying. */
  order: UseQueryResult<ProductOrder>
  done: string
  doneHint: (title: string) => string
  next: { label: string; go: () => void }
  testId: string
}

/**
 * What a coupon pack or an equity card page says once the gateway sent the member back: waiting
 * for its answer, then that the coupons are in the wallet (the wallet and counts read again), or
 * that nothing was charged.
 */
export function PurchaseResult({ order, done, doneHint, next, testId }: Props) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const status = order.data?.status
  useEffect(() => {
    if (status !== 'paid') return
    void client.invalidateQueries({ queryKey: ['member'] })
    void client.invalidateQueries({ queryKey: ['coupon'] })
  }, [status, client])
  if (order.isPending || status === 'paying') return <LoadingView label={t('packs.confirming')} />
  if (status === 'paid') {
    return (
      <section className={`${s.card} ${p.result}`} data-testid={testId} data-status="paid">
        <h2>{done}</h2>
        <p className={s.muted}>{doneHint(order.data?.title ?? '')}</p>
        <Button block color="primary" shape="rounded" onClick={next.go}>
          {next.label}
        </Button>
      </section>
    )
  }
  if (status === 'failed' || status === 'closed') {
    return (
      <section className={`${s.card} ${p.result}`} data-testid={testId} data-status="failed">
        <h2>{t('packs.failed')}</h2>
        <p className={s.muted}>{t('packs.failedHint')}</p>
      </section>
    )
  }
  return <QueryError query={order} />
}
