import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { KitchenTable } from '../../api/console'
import { StateTag } from '../../ui/StateTag'
import { isAwaitingConfirmation, isNewRound, kitchenTableState, roundsInOrder, roundsToServe, tableRoundKey } from './kitchenTables'
import { KitchenRoundRow } from './KitchenRoundRow'
import s from './ConsolePage.module.css'
import k from './KitchenTables.module.css'

const STATE_KEYS = { dining: 'kitchen.state_dining', paying: 'kitchen.state_paying', paid: 'kitchen.state_paid' } as const
const STATE_TONES = { dining: 'progress', paying: 'waiting', paid: 'done' } as const

interface Props {
  table: KitchenTable
  now: number
  highlighted: ReadonlySet<string>
  /** Staff looked at the table: its new rounds stop being highlighted. */
  onSeen: (keys: string[]) => void
  onServe: (round: number) => Promise<void>
  /** Sends the table's large round that waits for confirmation. */
  onSendRound: () => Promise<void>
}

/** One table in the kitchen: its number, how it stands (dining, paying, paid), its rounds in order. */
export function KitchenTableCard({ table, now, highlighted, onSeen, onServe, onSendRound }: Props) {
  const { t } = useTranslation()
  const state = kitchenTableState(table)
  const waiting = roundsToServe(table).length
  const awaiting = isAwaitingConfirmation(table)
  const [sending, setSending] = useState(false)
  const sendRound = async () => {
    setSending(true)
    try {
      await onSendRound()
    } finally {
      setSending(false)
    }
  }
  const fresh = table.rounds.filter((round) => isNewRound(table, round, highlighted)).map((round) => tableRoundKey(table.tableNo, round.round))
  return (
    <article
      className={`${s.card} ${fresh.length ? s.reminded : ''}`}
      data-testid="kitchen-table"
      data-table-no={table.tableNo}
      data-state={state}
      data-awaiting={awaiting ? 1 : undefined}
      data-fresh={fresh.length ? 1 : undefined}
      onClick={fresh.length ? () => onSeen(fresh) : undefined}
    >
      <div className={s.row}>
        <strong className={k.tableNo}>{t('kitchen.table', { table: table.tableNo })}</strong>
        <StateTag tone={STATE_TONES[state]}>{t(STATE_KEYS[state])}</StateTag>
      </div>
      <p className={s.muted}>
        {waiting ? t('kitchen.toServe', { count: waiting }) : table.rounds.length ? t('kitchen.allServed') : t('kitchen.nothingSent')}
        {table.order ? ` · ${table.order.order_id}` : ''}
      </p>
      {awaiting && (
        <section className={k.awaiting} data-testid="kitchen-awaiting" aria-label={t('kitchen.awaitingTag')}>
          <p className={k.awaitingText}>
            <StateTag tone="waiting">{t('kitchen.awaitingTag')}</StateTag> {t('kitchen.awaiting')}
          </p>
          <Button className={k.awaitingButton} size="small" color="primary" shape="rounded" loading={sending} onClick={() => void sendRound()}>
            {t('kitchen.sendRound')}
          </Button>
        </section>
      )}
      {roundsInOrder(table).map((round) => (
        <KitchenRoundRow key={round.round} round={round} now={now} fresh={isNewRound(table, round, highlighted)} onServe={() => onServe(round.round)} />
      ))}
    </article>
  )
}
