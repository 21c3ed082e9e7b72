import { useTranslation } from 'react-i18next'
import type { TableDetail } from '../../api/dinein'
import { parseCents } from '../../api/money'
import { EmptyView } from '../../ui/PageStates'
import { Price } from '../../ui/Price'
import { openPayment } from './dineLogic'
import { CartLineList } from '../../ui/CartLineList'
import s from './Dine.module.css'

/** The rounds already sent to the kitchen, newest first, with the table's running total. */
export function RoundsList({ detail }: { detail: TableDetail }) {
  const { t } = useTranslation()
  // While the table is being paid the server answers no rounds: the bill is the order being paid.
  if (detail.rounds.length === 0 && openPayment(detail)) return <EmptyView title={t('dinein.paymentUnderWay')} description={t('dinein.paymentUnderWayHint')} />
  if (detail.rounds.length === 0) return <EmptyView title={t('dinein.noRounds')} description={t('dinein.noRoundsHint')} />
  return (
    <div className={s.rounds}>
      <div className={s.roundsTotal}>
        <span>{t('dinein.sentTotal', { count: detail.num })}</span>
        <Price value={parseCents(detail.price)} testId="table-sent-total" />
      </div>
      {[...detail.rounds].reverse().map((round) => (
        <section key={round.round} className={s.round} data-testid="table-round">
          <h3 className={s.roundTitle}>{t('dinein.round', { n: round.round })}</h3>
          <CartLineList lines={round.items} testId="round-line" />
        </section>
      ))}
    </div>
  )
}
