import { describe, expect, it } from 'vitest'
import { formatDistance, maskPhone } from './format'

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
