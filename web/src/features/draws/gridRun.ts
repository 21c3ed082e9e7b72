/**
 * The 3×3 grid: eight prize cells round a centre draw button, and the light that runs round them
 * and stops on the prize won. Pure functions.
 */

/** The ring's cells as positions of the 3×3 grid (0 top left … 8 bottom right), clockwise from the top left; 4 is the centre. */
export const RING = [0, 1, 2, 5, 8, 7, 6, 3] as const
export const RING_SIZE = RING.length
export const CENTRE = 4

/** Laps the light runs before it slows onto the prize. */
export const RUN_LAPS = 3

/** The prize in each ring cell: the prizes in order, repeated to fill the eight cells (the first eight when there are more). */
export function ringPrizes<T>(prizes: readonly T[]): T[] {
  if (prizes.length === 0) return []
  return Array.from({ length: RING_SIZE }, (_, cell) => prizes[cell % prizes.length])
}

/** The ring cell the light stops on for the prize at `prizeIndex`: the first holding it; -1 when none does. */
export function ringCellOf(prizeIndex: number, prizeCount: number): number {
  return prizeIndex >= 0 && prizeIndex < Math.min(prizeCount, RING_SIZE) ? prizeIndex : -1
}

/** Steps from cell `from` (null: before the first) to stop on cell `to` after `laps` full laps. */
export function runSteps(from: number | null, to: number, laps: number = RUN_LAPS): number {
  const start = from ?? -1
  return laps * RING_SIZE + ringMod(to - start)
}

/** The ring cell `steps` after cell `from` (null: before the first). */
export const cellAfter = (from: number | null, steps: number) => ringMod((from ?? -1) + steps)

const ringMod = (value: number) => ((value % RING_SIZE) + RING_SIZE) % RING_SIZE

/** The wait (ms) before step `step` (1-based) of `total`: quick, then slowing over the last lap. */
export function stepDelay(step: number, total: number): number {
  const left = total - step
  return left >= RING_SIZE ? 60 : 60 + (RING_SIZE - left) * 45
}

/** The grid position of ring cell `cell`. */
export const positionOf = (cell: number) => RING[cell]
