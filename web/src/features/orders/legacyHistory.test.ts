import { describe, expect, it } from 'vitest'
import { formatLegacyDate, LEGACY_HISTORY_BEFORE, legacyHistoryDate } from './legacyHistory'

describe('legacy history', () => {
  it('LegacyHistory_OrdersBefore7November2023AreInThePreviousSystem', () => {
    expect(LEGACY_HISTORY_BEFORE).toBe('2023-11-07')
    expect(legacyHistoryDate(null)).toBe('2023-11-07')
    expect(legacyHistoryDate('not a date')).toBe('2023-11-07')
    expect(legacyHistoryDate('2024-01-31')).toBe('2024-01-31')
  })

  it('LegacyHistory_DateInEachLanguage', () => {
    expect(formatLegacyDate('2023-11-07', 'zh-HK')).toBe('2023年11月7日')
    expect(formatLegacyDate('2023-11-07', 'zh-CN')).toBe('2023年11月7日')
    expect(formatLegacyDate('2023-11-07', 'en')).toBe('7 November 2023')
  })
})
