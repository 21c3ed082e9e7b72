import { describe, expect, it } from 'vitest'
import { labelLines, pointAt, prizeIndexOf, segmentCentre, segmentPath, wheelStopRotation } from './wheel'

/** How far an angle is from the top, either way round. */
const offTop = (angle: number) => {
  const settled = ((angle % 360) + 360) % 360
  return Math.min(settled, 360 - settled)
}

describe('wheel angle for a prize index', () => {
  it('Segment_CentresGoClockwiseFromTheTop', () => {
    expect(segmentCentre(0, 8)).toBe(22.5)
    expect(segmentCentre(3, 8)).toBe(157.5)
    expect(segmentCentre(0, 1)).toBe(0)
  })

  it('Spin_StopsWithThePrizesMiddleUnderThePointer', () => {
    for (const count of [2, 3, 6, 8, 11]) {
      for (let index = 0; index < count; index++) {
        const rotation = wheelStopRotation(0, index, count)
        // The segment's middle, turned by the rotation, is at the top (0°).
        expect(offTop(segmentCentre(index, count) + rotation)).toBeCloseTo(0, 6)
      }
    }
  })

  it('Spin_AlwaysGoesForward_AtLeastTheTurnsAsked_LessThanOneMore', () => {
    for (const current of [0, 90, 2250, 2197.5]) {
      const rotation = wheelStopRotation(current, 5, 8, 6)
      expect(rotation - current).toBeGreaterThanOrEqual(6 * 360)
      expect(rotation - current).toBeLessThan(7 * 360)
    }
  })

  it('ReducedMotion_NoTurns_SetsTheNearestStopAtOrAfterNow', () => {
    const first = wheelStopRotation(0, 2, 8, 0)
    expect(first).toBe(360 - 112.5)
    expect(wheelStopRotation(first, 2, 8, 0)).toBe(first)
  })

  it('Segments_AreWedgesFromTheCentre_OrAWholeCircleForOnePrize', () => {
    expect(segmentPath(0, 4, 100)).toBe('M0,0 L0,-100 A100,100 0 0 1 100,0 Z')
    expect(segmentPath(0, 1, 100)).toMatch(/^M0,-100 A/)
    expect(pointAt(180, 10)).toEqual([0, 10])
  })
})

describe('segment labels', () => {
  it('ChineseNames_BreakByCharacter_IntoTwoLines_KeepingNumbersWhole', () => {
    expect(labelLines('茶餐廳帆布袋', 4)).toEqual(['茶餐廳', '帆布袋'])
    expect(labelLines('港式飲品85折券', 5)).toEqual(['港式飲品', '85折券'])
    expect(labelLines('$5 換購蛋撻', 4)).toEqual(['$5 換', '購蛋撻'])
    // Evened out: no lone last character on a wide first line.
    expect(labelLines('港式飲品85折券', [7, 6, 5])).toEqual(['港式飲品', '85折券'])
    expect(labelLines('50 積分', 5)).toEqual(['50 積分'])
  })

  it('LatinNames_BreakBetweenWords_AndTooLongOnesEndWithAnEllipsis', () => {
    expect(labelLines('Free milk tea', 6)).toEqual(['Free milk', 'tea'])
    expect(labelLines('Better luck next time', 6)).toEqual(['Better', 'luck next…'])
    expect(labelLines('Supercalifragilistic', 5)).toEqual(['Supercal', 'ifragil…'])
    const lines = labelLines('Cha chaan teng tote bag with a very long name', 6)
    expect(lines).toHaveLength(2)
    expect(lines[1].endsWith('…')).toBe(true)
  })
})

describe('the prize a result is', () => {
  const prizes = [
    { id: 7, kind: 'coupon', name: '港式飲品85折券' },
    { id: 8, kind: 'none', name: '多謝參與' },
    { id: 9, kind: 'none', name: '多謝參與' },
  ] as const
  it('IsTheOneTheServerNames_EvenWhenTwoShareKindAndName', () => {
    expect(prizeIndexOf(prizes, { prizeId: 9, kind: 'none', prizeName: '多謝參與' })).toBe(2)
  })
  it('ForAPrizeNoLongerInThePool_IsTheOneOfTheSameKindAndName_ElseTheFirstOfTheKind_ElseNone', () => {
    expect(prizeIndexOf(prizes, { prizeId: 1, kind: 'none', prizeName: '多謝參與' })).toBe(1)
    expect(prizeIndexOf(prizes, { prizeId: 1, kind: 'coupon', prizeName: '改了名的券' })).toBe(0)
    expect(prizeIndexOf(prizes, { prizeId: 1, kind: 'physical', prizeName: '帆布袋' })).toBe(-1)
  })
})
