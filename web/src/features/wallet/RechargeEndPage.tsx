import { Button } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { formatMoney, parseCents } from '../../api/money'
import { useRecharge } from '../../api/wallet'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import s from '../../ui/LedgerPage.module.css'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, LoadingView } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import w from './wallet.module.css'

/**
 * member/pages/myWallet/payEnd/index: where the gateway sends the member back after paying for a
 * top-up; waits for the gateway's notify to settle it, then says what reached the wallet.
 */
export default function RechargeEndPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const client = useQueryClient()
  const [params] = useSearchParams()
  // The server put it in the address the gateway sends the member back to.
  const rechargeNo = params.get('orderNo')
  const recharge = useRecharge(rechargeNo)
  const status = recharge.data?.status
  useEffect(() => {
    if (status === 'paid' || status === 'failed') {
      // The balance, its history and the Mine page's figure change with it.
      void client.invalidateQueries({ queryKey: ['member'] })
    }
  }, [status, client])
  const money = (value: string) => formatMoney(parseCents(value), lang)
  return (
    <div className={s.page}>
      <PageHeader title={t('wallet.topUp')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        {!rechargeNo && <EmptyView title={t('wallet.endUnknown')} />}
        <QueryError query={recharge} />
        {(recharge.isPending && rechargeNo) || status === 'paying' ? <LoadingView label={t('wallet.confirming')} /> : null}
        {recharge.data && status === 'paid' && (
          <section className={`${s.ruleCard} ${w.result}`} data-testid="recharge-result" data-status="paid">
            <h2>{t('wallet.done')}</h2>
            <p className={s.ruleHighlight}>{t('wallet.credited', { total: money(recharge.data.total) })}</p>
            {parseCents(recharge.data.bonusAmount) > 0 && (
              <p>{t('wallet.creditedSplit', { pay: money(recharge.data.payAmount), bonus: money(recharge.data.bonusAmount) })}</p>
            )}
          </section>
        )}
        {recharge.data && status === 'failed' && (
          <section className={`${s.ruleCard} ${w.result}`} data-testid="recharge-result" data-status="failed">
            <h2>{t('wallet.failed')}</h2>
            <p>{t('wallet.failedHint')}</p>
          </section>
        )}
        {(status === 'paid' || status === 'failed') && (
          <div className={w.actions}>
            <Button block color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.walletHome), { replace: true })}>
              {t('wallet.backToWallet')}
            </Button>
            <Button block fill="outline" shape="rounded" onClick={() => navigate(`/${PAGE.storeGoods}`, { replace: true })}>
              {t('orders.goOrder')}
            </Button>
          </div>
        )}
      </div>
    </div>
  )
}
