import { useTranslation } from 'react-i18next'
import type { TableDetail, TableDish, TableRound } from '../../api/dinein'
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

/** A round's dishes that diners' shares of the bill took: paid, or waiting for their payer. */
function SharedDishes({ dishes }: { dishes: TableDish[] }) {
  const { t } = useTranslation()
  if (dishes.length === 0) return null
  const paid = dishes.filter((dish) => dish.share?.paid)
  const paying = dishes.filter((dish) => !dish.share?.paid)
  return (
    <>
      {[
        { list: paid, label: t('dinein.sharedPaid'), tone: 'done' as const, state: 'paid' },
        { list: paying, label: t('dinein.sharedPaying'), tone: 'progress' as const, state: 'paying' },
      ]
        .filter((group) => group.list.length > 0)
        .map((group) => (
          <div key={group.state}>
            <div className={s.sharedHead}>
              <StateTag tone={group.tone} data-testid="shared-dishes" data-state={group.state}>
                {group.label}
              </StateTag>
            </div>
            <CartLineList lines={group.list} testId="shared-line" />
          </div>
        ))}
    </>
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
        <span>{t(detail.shares?.length ? 'dinein.leftTotal' : 'dinein.sentTotal', { count: detail.num })}</span>
        <Price value={parseCents(detail.price)} testId="table-sent-total" />
      </div>
      {detail.shares?.length ? (
        <p className={s.muted} data-testid="table-shares">
          {t('dinein.sharesSummary', { count: detail.shares.length, paid: detail.shares.filter((share) => share.paid).length })}{' '}
          <Price value={parseCents(detail.sharesPrice)} size="small" />
        </p>
      ) : null}
      {[...detail.rounds].reverse().map((round) => (
        <section key={round.round} className={s.round} data-testid="table-round">
          <div className={s.roundHead}>
            <h3 className={s.roundTitle}>{t('dinein.round', { n: round.round })}</h3>
            <RoundState round={round} />
          </div>
          <CartLineList lines={round.items.filter((item) => !item.share)} testId="round-line" />
          <SharedDishes dishes={round.items.filter((item) => item.share)} />
        </section>
      ))}
    </div>
  )
}
