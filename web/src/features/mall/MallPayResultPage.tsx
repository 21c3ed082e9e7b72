import { Button } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { cashOf } from '../../api/mall'
import { formatMoney } from '../../api/money'
import { useMallPayResult } from '../../api/mallOrders'
import { memberQueries } from '../../api/account'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { finishedKey } from '../../mall/orderStatus'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, LoadingView } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import s from './mall.module.css'

/**
 * integralMall/pages/integralPay/index?order_no=&orderNo= (a member): where the card page sends
 * the payer of a cash part back. Asks every 2 s whether the payment is in; then says it was paid
 * and how the exchange stands, or that it was not (the exchange cancelled, its points back), with
 * the way to the exchange.
 */
export default function MallPayResultPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const client = useQueryClient()
  const [params] = useSearchParams()
  const orderNo = params.get('order_no')
  const result = useMallPayResult(orderNo)
  const data = result.data
  const order = data?.order
  const waiting = !!data && !data.paid && order?.status === 'pending_payment'
  useEffect(() => {
    // The balance, the exchanges and the points history change with the payment's answer.
    if (data && !waiting) void client.invalidateQueries({ queryKey: memberQueries.all })
  }, [data, waiting, client])
  const openOrder = () => {
    if (orderNo) navigate(pageUrl(PAGE.mallOrder, { order_no: orderNo }), { replace: true })
  }
  return (
    <div className={s.page}>
      <PageHeader title={t('mall.payTitle')} homePath={`/${PAGE.integralMall}`} />
      <div className={s.body}>
        {!orderNo && <EmptyView title={t('mall.payUnknown')} />}
        <QueryError query={result} />
        {orderNo && (result.isPending || waiting) && <LoadingView label={t('mall.payConfirming')} />}
        {data && order && !waiting && (
          <section className={`${s.card} ${s.statusCard}`} data-testid="mall-pay-result" data-paid={data.paid} data-status={order.status} role="status">
            <h2 className={s.resultTitle}>{data.paid ? t('mall.paidTitle') : t('mall.notPaidTitle')}</h2>
            <p className={s.statusNote}>
              {data.paid ? t('mall.paidNote', { cash: formatMoney(cashOf(order), lang), status: t(finishedKey(order)) }) : t('mall.notPaidNote')}
            </p>
          </section>
        )}
        {data && !waiting && (
          <div className={s.actions}>
            <Button block color="primary" shape="rounded" className={s.cancelButton} onClick={openOrder} data-testid="mall-pay-see-order">
              {t('mall.seeExchange')}
            </Button>
            <Button block shape="rounded" fill="outline" className={s.cancelButton} onClick={() => navigate(`/${PAGE.integralMall}`, { replace: true })}>
              {t('mall.backToMall')}
            </Button>
          </div>
        )}
        {waiting && (
          <Button block shape="rounded" fill="outline" className={s.cancelButton} onClick={openOrder}>
            {t('mall.seeExchange')}
          </Button>
        )}
      </div>
    </div>
  )
}
