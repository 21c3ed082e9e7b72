import { useTranslation } from 'react-i18next'
import type { TableDetail, TableRound } from '../../api/dinein'
import { parseCents } from '../../api/money'
import { useLanguage } from '../../i18n'
import { formatClock } from '../../ui/format'
import { StateTag } from '../../ui/StateTag'
import { EmptyView } from '../../ui/PageStates'
import { Price } from '../../ui/Price'
import { openPayment } from './dineLogic'
import { CartLineList } from '../../menu/CartLineList'
import { roundProgress } from './roundProgress'
import s from './Dine.module.css'

/** "已送廚房 hh:mm" until the kitchen serves the round, then "已上菜 hh:mm". */
function RoundState({ round }: { round: TableRound }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const progress = roundProgress(round)
  if (!progress) return null
  const served = progress.state === 'served'
  return (
    <StateTag tone={served ? 'done' : 'progress'} data-testid="table-round-state" data-state={progress.state}>
      {t(served ? 'dinein.roundServed' : 'dinein.roundSent', { time: formatClock(progress.at, lang) })}
    </StateTag>
  )
}

/** The rounds already sent to the kitchen, newest first, each with where it stands, and the table's running total. */
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
          <div className={s.roundHead}>
            <h3 className={s.roundTitle}>{t('dinein.round', { n: round.round })}</h3>
            <RoundState round={round} />
          </div>
          <CartLineList lines={round.items} testId="round-line" />
        </section>
      ))}
    </div>
  )
}
