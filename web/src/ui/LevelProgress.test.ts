import { describe, expect, it } from 'vitest'
import { progressPercent } from './LevelProgress'

describe('progressPercent', () => {
  it('measures the way to the next level by growth, full at the highest level', () => {
    expect(progressPercent(1250, 2500)).toBe(50)
    expect(progressPercent(2499, 2500)).toBe(99) // not full before the threshold
    expect(progressPercent(0, 2500)).toBe(0)
    expect(progressPercent(9000, null)).toBe(100)
  })
})
