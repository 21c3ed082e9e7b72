import { describe, expect, it } from 'vitest'
import { nextPageOf } from './types'

describe('reading a list a page at a time', () => {
  it('asks for the next page while fewer rows than the total were read', () => {
    const first = { list: [1, 2], total: 5 }
    expect(nextPageOf(first, [first])).toBe(2)
    const second = { list: [3, 4], total: 5 }
    expect(nextPageOf(second, [first, second])).toBe(3)
  })

  it('stops once every row is read, or when a page comes back empty', () => {
    const all = { list: [1, 2], total: 2 }
    expect(nextPageOf(all, [all])).toBeUndefined()
    const empty = { list: [] as number[], total: 9 }
    expect(nextPageOf(empty, [{ list: [1], total: 9 }, empty])).toBeUndefined()
  })
})
