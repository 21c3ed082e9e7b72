import { describe, expect, it } from 'vitest'
import { addCents, cents, centsToDecimal, formatMoney, multiplyCents, parseCents, tryParseCents } from './money'

describe('money', () => {
  it('parses dollar strings and numbers into cents without floats', () => {
    expect(parseCents('38.5')).toBe(3850)
    expect(parseCents('0.01')).toBe(1)
    expect(parseCents('12.00')).toBe(1200)
    expect(parseCents('18')).toBe(1800)
    expect(parseCents(38.5)).toBe(3850)
    expect(parseCents(0.1 + 0.2)).toBe(30)
    expect(parseCents('.5')).toBe(50)
    expect(parseCents('-2.5')).toBe(-250)
  })

  it('rounds half up past two decimals', () => {
    expect(parseCents('1.005')).toBe(101)
    expect(parseCents('1.004')).toBe(100)
  })

  it('rejects what is not an amount', () => {
    expect(tryParseCents('abc')).toBeNull()
    expect(tryParseCents('')).toBeNull()
    expect(tryParseCents('1.2.3')).toBeNull()
    expect(tryParseCents(null)).toBeNull()
    expect(parseCents('abc')).toBe(0)
    expect(() => cents(1.5)).toThrow(RangeError)
  })

  it('formats cents the way the menu prints prices', () => {
    expect(formatMoney(cents(3850))).toBe('$38.5')
    expect(formatMoney(cents(3800))).toBe('$38')
    expect(formatMoney(cents(3805))).toBe('$38.05')
    expect(formatMoney(cents(1))).toBe('$0.01')
    expect(formatMoney(cents(123456789), 'en')).toBe('$1,234,567.89')
    expect(formatMoney(cents(-250), 'zh-HK')).toBe('-$2.5')
    expect(centsToDecimal(cents(1230))).toBe('12.3')
  })

  it('sums and multiplies exactly', () => {
    const prices = ['0.1', '0.2', '0.3'].map(parseCents)
    expect(addCents(...prices)).toBe(60)
    expect(multiplyCents(cents(1850), 3)).toBe(5550)
    expect(() => multiplyCents(cents(100), 1.5)).toThrow(RangeError)
  })
})
