import { describe, expect, it } from 'vitest'
import { cleanTableNo, tableNoProblem } from './tableCodes'

describe('reprinting a table code', () => {
  it('TableNo_IsNeededWithoutTheSpacesAroundIt', () => {
    expect(tableNoProblem('')).toBe('empty')
    expect(tableNoProblem('   ')).toBe('empty')
    expect(cleanTableNo('  A3 ')).toBe('A3')
    expect(tableNoProblem('  A3 ')).toBeNull()
  })

  it('TableNo_AtMostTenLettersDigitsOrDashes', () => {
    expect(tableNoProblem('B-12')).toBeNull()
    expect(tableNoProblem('ABCDEFGHIJ')).toBeNull()
    expect(tableNoProblem('ABCDEFGHIJK')).toBe('tooLong')
    expect(tableNoProblem('A 3')).toBe('invalid')
    expect(tableNoProblem('枱3')).toBe('invalid')
  })
})
