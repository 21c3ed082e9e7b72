import type { TableRound } from '../../api/dinein'

/**
 * Where a round the table sent stands (docs/decisions/0013 "Eat first, pay at the end"): with the
 * kitchen since `sentAt`, served at `servedAt`. Pure, no React.
 */
export type RoundProgress = { state: 'sent' | 'served'; at: number } | null

export function roundProgress(round: Pick<TableRound, 'sentAt' | 'servedAt'>): RoundProgress {
  if (round.servedAt) return { state: 'served', at: round.servedAt }
  if (round.sentAt) return { state: 'sent', at: round.sentAt }
  return null
}
