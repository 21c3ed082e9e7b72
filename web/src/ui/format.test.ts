import { describe, expect, it } from 'vitest'
import { formatClock, formatDate, formatDistance, formatPoints, formatTime, lastUsableDay, maskPhone, signed, telHref } from './format'

describe('maskPhone', () => {
  it('hides all but the first 3 and the last 4 digits', () => {
    expect(maskPhone('91234567')).toBe('912*4567')
    expect(maskPhone('13812345678')).toBe('138****5678')
    expect(maskPhone('812345678901')).toBe('812*****8901')
  })

  it('keeps at most the last 4 of short numbers', () => {
    expect(maskPhone('1234567')).toBe('***4567')
    expect(maskPhone('1234')).toBe('****')
    expect(maskPhone('')).toBe('')
  })
})

describe('formatDistance', () => {
  it('shows metres and kilometres', () => {
    expect(formatDistance(350)).toBe('350m')
    expect(formatDistance(1234)).toBe('1.2km')
    expect(formatDistance(null)).toBeNull()
  })
})

describe('formatClock', () => {
  // 2026-11-24 04:09 in Hong Kong (UTC+8).
  const now = Date.UTC(2026, 10, 23, 20, 9)
  // ICU puts a thin space between the date and the time.
  const clock = (at: number | null, lang: string) => formatClock(at, lang, now).replace(/\s/g, ' ')
  it('Clock_TodayShowsTheTimeAnotherDayTheDateToo', () => {
    expect(clock(Date.UTC(2026, 10, 23, 20, 44), 'zh-HK')).toBe('04:44')
    expect(clock(Date.UTC(2026, 10, 24, 4, 30), 'zh-HK')).toBe('12:30')
    expect(clock(Date.UTC(2026, 10, 23, 15, 59), 'zh-HK')).toBe('23/11 23:59')
    expect(clock(Date.UTC(2026, 10, 24, 20, 30), 'zh-HK')).toBe('25/11 04:30')
    expect(clock(null, 'en')).toBe('')
  })

  it('Clock_EnglishPutsTheDayFirstAsHongKongDoes', () => {
    expect(clock(Date.UTC(2026, 10, 23, 15, 59), 'en')).toMatch(/^23\/11,? 23:59$/)
    expect(formatTime(Date.UTC(2026, 10, 24, 6, 15), 'en').replace(/\s/g, ' ')).toMatch(/^24\/11,? 14:15$/)
  })
})

describe('telHref', () => {
  it('Tel_DigitsWithTheCountryCode', () => {
    expect(telHref('+852 2388 1807')).toBe('tel:+85223881807')
    expect(telHref('9123 4567', '852')).toBe('tel:+85291234567')
    expect(telHref('91234567')).toBe('tel:+85291234567')
  })
})

describe('signed', () => {
  it('shows the sign of a change', () => {
    expect(signed(35)).toBe('+35')
    expect(signed(-17)).toBe('-17')
    expect(signed(0)).toBe('0')
  })
})

describe('lastUsableDay', () => {
  it('counts what lapses at a Hong Kong midnight as usable through the day before', () => {
    const midnight = Date.UTC(2027, 10, 23, 16, 0) // 24 Nov 2027 00:00 in Hong Kong
    expect(formatDate(lastUsableDay(midnight), 'zh-HK')).toBe('2027.11.23')
  })
})

describe('formatPoints', () => {
  it('groups thousands with commas whatever the language', () => {
    expect(formatPoints(0)).toBe('0')
    expect(formatPoints(300)).toBe('300')
    expect(formatPoints(1234567)).toBe('1,234,567')
  })
})
