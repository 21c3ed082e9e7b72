import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { KitchenTable } from '../../api/console'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { useNow } from '../../ui/useNow'
import { kitchenOrder } from './kitchenTables'
import { KitchenTableCard } from './KitchenTableCard'
import { TableCodes } from './TableCodes'
import s from './ConsolePage.module.css'

/** "n minutes ago" keeps up while the tab is open. */
const CLOCK_TICK_MS = 30_000

interface Props {
  tables: UseQueryResult<{ list: KitchenTable[] }>
  highlighted: ReadonlySet<string>
  onSeen: (keys: string[]) => void
  onServe: (table: KitchenTable, round: number) => Promise<void>
  /** Sends a table's large round that waits for confirmation. */
  onSendRound: (table: KitchenTable) => Promise<void>
}

/** The console's tables tab: reprinting a table's code, then the tables in the kitchen's hands, the one waiting longest first. */
export function ConsoleTables({ tables, highlighted, onSeen, onServe, onSendRound }: Props) {
  const { t } = useTranslation()
  const now = useNow(CLOCK_TICK_MS)
  return (
    <>
      <TableCodes />
      <div className={`${s.list} ${s.orderGrid}`} data-testid="kitchen-tables">
        {tables.isPending && <ListSkeleton rows={3} />}
        <QueryError query={tables} />
        {tables.data?.list.length === 0 && <EmptyView title={t('console.noTables')} />}
        {tables.data &&
          kitchenOrder(tables.data.list).map((table) => (
            <KitchenTableCard
              key={table.sessionId}
              table={table}
              now={now}
              highlighted={highlighted}
              onSeen={onSeen}
              onServe={(round) => onServe(table, round)}
              onSendRound={() => onSendRound(table)}
            />
          ))}
      </div>
    </>
  )
}
