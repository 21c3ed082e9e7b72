import { cashOf, type MallItem } from '../../api/mall'
import { addCents, multiplyCents, ZERO, type Cents } from '../../api/money'

/**
 * What an exchange or the cart costs: the points and the cash part of every line, the units, and
 * how many points the member lacks. Pure functions, no React.
 */

export interface PricedLine {
  quantity: number
  item: Pick<MallItem, 'points' | 'cash'>
}

export interface MallTotals {
  points: number
  cash: Cents
  units: number
}

export function linesTotal(lines: readonly PricedLine[]): MallTotals {
  let points = 0
  let cash: Cents = ZERO
  let units = 0
  for (const line of lines) {
    points += line.item.points * line.quantity
    cash = addCents(cash, multiplyCents(cashOf(line.item), line.quantity))
    units += line.quantity
  }
  return { points, cash, units }
}

/** Points the member lacks for `points` (0 when the balance covers it, or is not known). */
export function pointsShort(points: number, balance: number | null): number {
  return balance === null ? 0 : Math.max(0, points - balance)
}

/** The balance an exchange of `points` leaves (null for an unknown balance or one it does not cover). */
export function balanceAfter(points: number, balance: number | null): number | null {
  return balance === null || balance < points ? null : balance - points
}
