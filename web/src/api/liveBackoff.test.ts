import { describe, expect, it } from 'vitest'
import { RECONNECT_BASE_MS, RECONNECT_MAX_MS, reconnectDelayMs } from './liveBackoff'

describe('reconnectDelayMs', () => {
  it('doubles from one second with each failed attempt', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelayMs(attempt, 0))).toEqual([1000, 2000, 4000, 8000, 16_000])
  })

  it('never waits longer than thirty seconds, however many attempts failed', () => {
    expect(reconnectDelayMs(5, 0)).toBe(RECONNECT_MAX_MS)
    expect(reconnectDelayMs(12, 0)).toBe(RECONNECT_MAX_MS)
    expect(reconnectDelayMs(5000, 0)).toBe(RECONNECT_MAX_MS)
  })

  it('takes up to half of the wait off at random, so clients dropped together come back spread out', () => {
    expect(reconnectDelayMs(0, 0.5)).toBe(750)
    expect(reconnectDelayMs(0, 0.999_999)).toBe(RECONNECT_BASE_MS / 2)
    expect(reconnectDelayMs(10, 0.999_999)).toBe(RECONNECT_MAX_MS / 2)
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const delay = reconnectDelayMs(attempt)
      const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt)
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2)
      expect(delay).toBeLessThanOrEqual(ceiling)
    }
  })

  it('treats a negative attempt as the first', () => {
    expect(reconnectDelayMs(-3, 0)).toBe(RECONNECT_BASE_MS)
  })
})
