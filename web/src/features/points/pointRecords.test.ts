import { describe, expect, it } from 'vitest'
import { formatDate } from '../../ui/format'
import { lastUsableDay, reasonKey, signedPoints } from './pointRecords'

describe('points history rows', () => {
  it('names each reason the server sends, and an unknown one as an adjustment', () => {
    expect(reasonKey('earn')).toBe('points.reason.earn')
    expect(reasonKey('merge_in')).toBe('points.reason.mergeIn')
    expect(reasonKey('something-new')).toBe('points.reason.adjust')
  })

  it('shows the sign of a change', () => {
    expect(signedPoints(35)).toBe('+35')
    expect(signedPoints(-17)).toBe('-17')
    expect(signedPoints(0)).toBe('0')
  })

  it('counts points lapsing at a Hong Kong midnight as usable through the day before', () => {
    const midnight = Date.UTC(2027, 10, 23, 16, 0) // 24 Nov 2027 00:00 in Hong Kong
    expect(formatDate(lastUsableDay(midnight), 'zh-HK')).toBe('2027.11.23')
  })
})
