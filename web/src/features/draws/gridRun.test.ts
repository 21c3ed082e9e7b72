import { describe, expect, it } from 'vitest'
import { cellAfter, ringCellOf, ringPrizes, RING, runSteps, stepDelay } from './gridRun'

describe('the lucky grid', () => {
  it('Ring_GoesClockwiseRoundTheCentre', () => {
    expect(RING).toEqual([0, 1, 2, 5, 8, 7, 6, 3])
    expect(RING).not.toContain(4)
  })

  it('Prizes_FillTheEightCells_RepeatedWhenFewer_TheFirstEightWhenMore', () => {
    expect(ringPrizes(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b'])
    expect(ringPrizes([...'abcdefghij'])).toEqual([...'abcdefgh'])
    expect(ringPrizes([])).toEqual([])
  })

  it('TheLight_StopsOnTheFirstCellHoldingThePrize_OrNowhere', () => {
    expect(ringCellOf(2, 3)).toBe(2)
    expect(ringCellOf(9, 10)).toBe(-1)
    expect(ringCellOf(-1, 8)).toBe(-1)
  })

  it('TheLight_RunsWholeLapsThenOnToThePrize', () => {
    expect(cellAfter(null, runSteps(null, 0, 3))).toBe(0)
    expect(runSteps(null, 0, 3)).toBe(25)
    for (const from of [0, 3, 7]) {
      for (const to of [0, 5, 7]) {
        const steps = runSteps(from, to, 2)
        expect(cellAfter(from, steps)).toBe(to)
        expect(steps).toBeGreaterThanOrEqual(16)
        expect(steps).toBeLessThan(24)
      }
    }
  })

  it('TheLight_SlowsOverTheLastLap', () => {
    expect(stepDelay(1, 30)).toBe(60)
    expect(stepDelay(29, 30)).toBeGreaterThan(stepDelay(25, 30))
    expect(stepDelay(30, 30)).toBe(60 + 8 * 45)
  })
})
