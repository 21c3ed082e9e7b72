import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { formatMoney, parseCents } from '../../api/money'
import { useWalletBalance, useWalletRecords } from '../../api/wallet'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import s from '../../ui/LedgerPage.module.css'
import { LedgerRow } from '../../ui/LedgerRow'
import { LoadMore } from '../../ui/LoadMore'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { kindKey, signedMoney } from './walletFacts'

/** member/pages/myWallet/brandBalance/index: the brand wallet's balance and every change, newest first. */
export default function WalletRecordsPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const balance = useWalletBalance()
  const pages = useWalletRecords()
  const records = pages.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={s.page}>
      <PageHeader title={t('wallet.history')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        <section className={s.balanceCard} aria-labelledby="wallet-now">
          <p className={s.balanceLabel} id="wallet-now">
            {t('wallet.brandAccount')}
          </p>
          <p className={s.balanceValue}>{balance.data ? formatMoney(parseCents(balance.data.balance), lang) : '–'}</p>
        </section>
        <h2 className={s.sectionTitle}>{t('wallet.changes')}</h2>
        {pages.isPending && <ListSkeleton rows={4} />}
        <QueryError query={pages} />
        {pages.isSuccess && records.length === 0 && <EmptyView title={t('wallet.empty')} description={t('wallet.emptyHint')} />}
        {records.length > 0 && (
          <ul className={s.records} data-testid="wallet-records">
            {records.map((r) => (
              <LedgerRow
                key={r.id}
                title={t(kindKey(r.kind))}
                createdAt={r.createdAt}
                amount={parseCents(r.amount)}
                display={signedMoney(r.amount, lang)}
                amountLabel={t('wallet.change', { amount: signedMoney(r.amount, lang) })}
                orderNo={r.orderNo}
                onOrder={(no) => navigate(pageUrl(PAGE.orderDetail, { order_id: no }))}
                note={parseCents(r.bonus) !== 0 ? t('wallet.bonusPart', { bonus: signedMoney(r.bonus, lang) }) : undefined}
                testId="wallet-record"
                reason={r.kind}
              />
            ))}
          </ul>
        )}
        {records.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
      </div>
    </div>
  )
}
