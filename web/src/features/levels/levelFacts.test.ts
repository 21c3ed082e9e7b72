import { describe, expect, it } from 'vitest'
import { readableRate } from './levelFacts'

describe('level facts', () => {
  it('reads rates to 4 decimals as a person says them', () => {
    expect(readableRate('1.5000')).toBe('1.5')
    expect(readableRate('2.0000')).toBe('2')
    expect(readableRate('1.2500')).toBe('1.25')
  })
})
