import type { TableDetail } from '../../api/dinein'
import { createPersistentStore } from '../../app/persistentStore'
import { unconfirmedCount } from './dineLogic'

/**
 * A large round needs two people (docs/API.md "Table ordering"): when the dishes waiting at a
 * table are more than the store's round size, the diner who sends them only asks
 * (`awaitingConfirmation`, round 0); they go to the kitchen when another diner sends them too, or
 * the staff do. Any change to the waiting dishes voids the ask. Pure, apart from the small
 * sessionStorage memory of this person's own asks.
 */

/** What "send to kitchen" did: a round went to the kitchen, or a large one now waits for someone else. */
export type SendOutcome = { kind: 'sent'; round: number } | { kind: 'awaiting'; count: number }

export function sendOutcome(answer: TableDetail): SendOutcome {
  if (answer.awaitingConfirmation && !answer.round) return { kind: 'awaiting', count: unconfirmedCount(answer) }
  return { kind: 'sent', round: answer.round || answer.rounds.length }
}

/**
 * The waiting dishes as they stand: every line with its quantity and memo. An ask is for exactly
 * these dishes; a change gives another fingerprint (and the server voids the ask).
 */
export function unconfirmedFingerprint(detail: TableDetail | undefined): string {
  return [...(detail?.unconfirmed ?? [])]
    .sort((a, b) => a.id - b.id)
    .map((line) => `${line.id}x${line.num}:${line.memo ?? ''}`)
    .join('|')
}

/**
 * How the waiting dishes stand for this person: nothing to confirm; their own ask, waiting for
 * someone else (sending again would only ask again); or someone else's ask, which their
 * "send to kitchen" confirms. `myAsk` is the fingerprint of this person's last ask at the table.
 */
export type RoundConfirm = 'none' | 'askedByMe' | 'toConfirm'

export function roundConfirmState(detail: TableDetail | undefined, myAsk: string | null): RoundConfirm {
  if (!detail?.awaitingConfirmation || unconfirmedCount(detail) === 0) return 'none'
  // The server says whose ask it is when it knows the caller; the page's memory is the fallback.
  if (typeof detail.askedByYou === 'boolean') return detail.askedByYou ? 'askedByMe' : 'toConfirm'
  return myAsk !== null && myAsk === unconfirmedFingerprint(detail) ? 'askedByMe' : 'toConfirm'
}

/** The send button: "send to kitchen"; for a large round someone else asked for, "confirm"; one's own ask waits. */
export const SEND_LABELS = { none: 'dinein.send', toConfirm: 'dinein.confirmRound', askedByMe: 'dinein.awaitingConfirm' } as const satisfies Record<RoundConfirm, string>

/**
 * This person's asks, per table, for the visit (sessionStorage): the table answer does not say who
 * asked, so the page remembers which dishes it asked for.
 */
const asks = createPersistentStore<Record<string, string>>(
  'qsr.tableRoundAsks',
  {},
  (raw) =>
    raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : null,
  () => globalThis.sessionStorage,
)

const tableKey = (sid: number, tableId: string) => `${sid}:${tableId}`

export function rememberRoundAsk(sid: number, tableId: string, detail: TableDetail) {
  const key = tableKey(sid, tableId)
  const fingerprint = unconfirmedFingerprint(detail)
  asks.set((previous) => ({ ...previous, [key]: fingerprint }))
}

/** This person's last ask at the table (a fingerprint), or null; re-renders when it changes. */
export function useMyRoundAsk(sid: number, tableId: string): string | null {
  return asks.use()[tableKey(sid, tableId)] ?? null
}

export function myRoundAsk(sid: number, tableId: string): string | null {
  return asks.get()[tableKey(sid, tableId)] ?? null
}
