import { describe, expect, it } from 'vitest'
import { reasonKey } from './pointRecords'

describe('points history rows', () => {
  it('names each reason the server sends, and an unknown one as an adjustment', () => {
    expect(reasonKey('earn')).toBe('points.reason.earn')
    expect(reasonKey('merge_in')).toBe('points.reason.mergeIn')
    expect(reasonKey('exchange')).toBe('points.reason.exchange')
    expect(reasonKey('something-new')).toBe('points.reason.adjust')
  })

})
