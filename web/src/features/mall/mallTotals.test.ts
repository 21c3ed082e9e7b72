import { describe, expect, it } from 'vitest'
import { balanceAfter, linesTotal, pointsShort } from './mallTotals'

describe('mall totals', () => {
  it('Totals_AddEachLinesPointsAndCashTimesItsQuantity', () => {
    const lines = [
      { quantity: 2, item: { points: 300, cash: 10 } },
      { quantity: 1, item: { points: 1200, cash: '0' } },
      { quantity: 3, item: { points: 50, cash: '2.5' } },
    ]
    expect(linesTotal(lines)).toEqual({ points: 600 + 1200 + 150, cash: 2000 + 750, units: 6 })
  })

  it('Totals_OfNoLinesAreZero', () => {
    expect(linesTotal([])).toEqual({ points: 0, cash: 0, units: 0 })
  })

  it('Totals_CashIsCountedInWholeCents_NotFloatingDollars', () => {
    // 0.1 + 0.2 in dollars is not 0.3 in floating point; in cents it is 30.
    expect(linesTotal([{ quantity: 1, item: { points: 1, cash: '0.1' } }, { quantity: 1, item: { points: 1, cash: 0.2 } }]).cash).toBe(30)
  })

  it('Shortfall_IsWhatTheBalanceLacks_NothingWhenItCoversOrIsUnknown', () => {
    expect(pointsShort(1800, 1234)).toBe(566)
    expect(pointsShort(1234, 1234)).toBe(0)
    expect(pointsShort(300, null)).toBe(0)
  })

  it('BalanceAfter_IsTheBalanceLessThePoints_UnknownWhenNotCovered', () => {
    expect(balanceAfter(600, 1234)).toBe(634)
    expect(balanceAfter(1300, 1234)).toBeNull()
    expect(balanceAfter(300, null)).toBeNull()
  })
})
