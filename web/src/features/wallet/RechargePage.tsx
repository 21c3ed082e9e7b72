import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, parseCents } from '../../api/money'
import { startRecharge, useRechargePlans, useWalletBalance } from '../../api/wallet'
import { PAGE } from '../../app/pagePaths'
import { useCardCheckout } from '../../checkout/useCardCheckout'
import { useStoreState } from '../../app/storeState'
import { useLanguage } from '../../i18n'
import s from '../../ui/LedgerPage.module.css'
import { ChoiceCards } from '../../ui/ChoiceCards'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { StoreAccountName } from './StoreAccountName'
import w from './wallet.module.css'

/**
 * member/pages/myWallet/recharge/index: the brand's top-up plans (pay X, get Y more); the chosen
 * one is paid by card on the gateway's page, which sends the member back to the payEnd page.
 */
export default function RechargePage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const { sid } = useStoreState()
  const plans = useRechargePlans(sid)
  const balance = useWalletBalance()
  const [chosen, setChosen] = useState<number | null>(null)
  const checkout = useCardCheckout()
  const list = plans.data?.list ?? []
  const plan = list.find((p) => p.id === chosen) ?? list[0]
  const money = (value: string) => formatMoney(parseCents(value), lang)
  const pay = () => {
    if (plan) void checkout.pay((key) => startRecharge(plan.id, `/${PAGE.walletPayEnd}`, key))
  }
  return (
    <div className={s.page}>
      <PageHeader title={t('wallet.topUp')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        <p className={w.now}>{t('wallet.now', { amount: balance.data ? money(balance.data.balance) : '–' })}</p>
        {plans.isPending && <ListSkeleton rows={2} />}
        <QueryError query={plans} />
        {plans.data && (!plans.data.enabled || list.length === 0) && <EmptyView title={t('wallet.off')} description={t('wallet.offHint')} />}
        {list.length > 0 && (
          <ChoiceCards
            label={t('wallet.choosePlan')}
            value={plan?.id}
            onChange={(id) => {
              setChosen(id)
              checkout.renew()
            }}
            testId="recharge-plan"
            choices={list.map((p) => ({
              key: p.id,
              content: (
                <>
                  <span className={w.planPay}>{money(p.payAmount)}</span>
                  {p.sid !== 0 && (
                    <span className={w.planStore}>
                      {t('wallet.planStore')} <StoreAccountName sid={p.sid} />
                    </span>
                  )}
                  {parseCents(p.bonusAmount) > 0 ? (
                    <span className={w.planBonus}>{t('wallet.bonus', { amount: money(p.bonusAmount) })}</span>
                  ) : (
                    <span className={w.planPlain}>{t('wallet.noBonus')}</span>
                  )}
                </>
              ),
            }))}
          />
        )}
        {plan && (
          <section className={s.ruleCard}>
            <p className={s.ruleHighlight} data-testid="recharge-summary">
              {t('wallet.summary', { pay: money(plan.payAmount), total: money(plan.total) })}
            </p>
            <p>{t('wallet.rule')}</p>
            <Button block color="primary" shape="rounded" className={w.pay} loading={checkout.busy} onClick={pay}>
              {t('wallet.payByCard', { amount: money(plan.payAmount) })}
            </Button>
          </section>
        )}
      </div>
    </div>
  )
}
