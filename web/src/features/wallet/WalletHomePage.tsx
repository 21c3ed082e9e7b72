import { Button, List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { formatMoney, parseCents } from '../../api/money'
import { useRechargePlans, useWalletBalance } from '../../api/wallet'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { ActionItem } from '../../ui/ActionItem'
import s from '../../ui/LedgerPage.module.css'
import { PageHeader } from '../../ui/PageHeader'
import { QueryError } from '../../ui/QueryError'
import { StoreAccountName } from './StoreAccountName'
import w from './wallet.module.css'

/**
 * member/pages/myWallet/home/index (and storedValueType): the brand wallet's balance, of it what
 * was paid in and what was gifted, and the way to top up, the history and the payment password.
 */
export default function WalletHomePage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const balance = useWalletBalance()
  const plans = useRechargePlans()
  const money = (value: string | undefined) => (value === undefined ? '–' : formatMoney(parseCents(value), lang))
  return (
    <div className={s.page}>
      <PageHeader title={t('wallet.title')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        <section className={s.balanceCard} aria-labelledby="wallet-balance">
          <p className={s.balanceLabel} id="wallet-balance">
            {t('wallet.brandAccount')}
          </p>
          <p className={s.balanceValue} data-testid="wallet-balance">
            {money(balance.data?.balance)}
          </p>
          <p className={w.split} data-testid="wallet-split">
            {t('wallet.split', { principal: money(balance.data?.principal), bonus: money(balance.data?.bonus) })}
          </p>
          {plans.data?.enabled && (
            <Button className={w.topUp} shape="rounded" onClick={() => navigate(pageUrl(PAGE.walletRecharge))}>
              {t('wallet.topUp')}
            </Button>
          )}
        </section>
        <QueryError query={balance} />
        {balance.data?.stores.map((account) => (
          <section key={account.sid} className={w.storeAccount} data-testid="wallet-store-account">
            <p className={w.storeName}>
              <StoreAccountName sid={account.sid} />
            </p>
            <p className={w.storeBalance}>{money(account.balance)}</p>
            <p className={w.storeHint}>{t('wallet.storeOnly')}</p>
          </section>
        ))}
        <List className={w.menu}>
          <ActionItem onClick={() => navigate(pageUrl(PAGE.walletRecords))}>{t('wallet.history')}</ActionItem>
          <ActionItem onClick={() => navigate(pageUrl(PAGE.orderList, { tab: 'recharge' }))}>{t('wallet.recharges')}</ActionItem>
          <ActionItem onClick={() => navigate(pageUrl(PAGE.payPassword))}>{t('wallet.password')}</ActionItem>
        </List>
        <p className={w.note}>{t('wallet.rule')}</p>
      </div>
    </div>
  )
}
