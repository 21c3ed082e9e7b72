import type { KitchenRound, KitchenTable } from '../../api/console'

/**
 * The kitchen's view of dine-in tables (docs/API.md "Table ordering": eat first, pay at the end;
 * docs/decisions/0013): rounds go to the kitchen when sent, staff mark them served. Pure, no React.
 */

/** How a table stands: still ordering, paying, or paid (closed, listed while rounds wait). */
export type KitchenTableState = 'dining' | 'paying' | 'paid'

export function kitchenTableState(table: KitchenTable): KitchenTableState {
  if (table.status === 'closed') return 'paid'
  return table.status === 'paying' ? 'paying' : 'dining'
}

/**
 * A diner asked to send a large round and nobody confirmed it yet: another diner's "confirm", or
 * the staff's "send round" (POST /v1/console/table/sendRound), sends it.
 */
export function isAwaitingConfirmation(table: KitchenTable): boolean {
  return table.awaitingConfirmation === true && table.status === 'open'
}

export const isRoundServed = (round: KitchenRound): boolean => round.servedAt !== null && round.servedAt !== undefined

/** The rounds still to be served, oldest first. */
export function roundsToServe(table: KitchenTable): KitchenRound[] {
  return roundsInOrder(table).filter((round) => !isRoundServed(round))
}

/** The tab's badge: every round of every table not served yet. */
export function unservedRoundCount(tables: readonly KitchenTable[] | undefined): number {
  return (tables ?? []).reduce((sum, table) => sum + roundsToServe(table).length, 0)
}

/** A table's rounds in the order they were sent. */
export function roundsInOrder(table: KitchenTable): KitchenRound[] {
  return [...table.rounds].sort((a, b) => a.round - b.round)
}

/**
 * The order the kitchen works in: tables with a round waiting, the one waiting longest first;
 * then tables with only a large round awaiting confirmation; then the tables whose rounds were all
 * served, as the server lists them.
 */
export function kitchenOrder(tables: readonly KitchenTable[]): KitchenTable[] {
  const oldestWaiting = (table: KitchenTable) => roundsToServe(table)[0]?.sentAt ?? Number.POSITIVE_INFINITY
  const group = (table: KitchenTable, waiting: number) => (waiting !== Number.POSITIVE_INFINITY ? 0 : isAwaitingConfirmation(table) ? 1 : 2)
  return tables
    .map((table, index) => {
      const waiting = oldestWaiting(table)
      return { table, index, waiting, group: group(table, waiting) }
    })
    .sort((a, b) => a.group - b.group || (a.waiting === b.waiting ? a.index - b.index : a.waiting - b.waiting))
    .map(({ table }) => table)
}

/** How long ago a round was sent, as the card says it: just now, minutes, or hours and minutes. */
export type Elapsed = { unit: 'now' } | { unit: 'minutes'; minutes: number } | { unit: 'hours'; hours: number; minutes: number }

export function elapsedSince(at: number, now: number): Elapsed {
  const minutes = Math.floor(Math.max(0, now - at) / 60_000)
  if (minutes < 1) return { unit: 'now' }
  if (minutes < 60) return { unit: 'minutes', minutes }
  return { unit: 'hours', hours: Math.floor(minutes / 60), minutes: minutes % 60 }
}

/** A round waiting this long is marked late on its card. */
export const ROUND_LATE_MS = 15 * 60_000

export function isRoundLate(round: KitchenRound, now: number): boolean {
  return !isRoundServed(round) && now - round.sentAt >= ROUND_LATE_MS
}

/**
 * The highlight of a new round (`table-round` on `store-orders:<sid>`, which names the table and
 * the round, not the session): one key per table number and round.
 */
export function tableRoundKey(tableNo: string, round: number): string {
  return `table-round:${tableNo}#${round}`
}

/**
 * Whether a round is the new one an event announced: a paid (closed) table sends no more rounds,
 * so the same number at a closed session of that table is an older visit's round.
 */
export function isNewRound(table: KitchenTable, round: KitchenRound, highlighted: ReadonlySet<string>): boolean {
  return table.status !== 'closed' && !isRoundServed(round) && highlighted.has(tableRoundKey(table.tableNo, round.round))
}
