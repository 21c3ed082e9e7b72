import { describe, expect, it } from 'vitest'
import { focusCategoryOf } from './focusCategory'

describe('focusCategoryOf', () => {
  it('opens the menu at cid, or at the goods_group of a launch address (spec 000 §4)', () => {
    expect(focusCategoryOf(new URLSearchParams('sid=1&cid=12'))).toBe(12)
    expect(focusCategoryOf(new URLSearchParams('sid=1&goods_group=3'))).toBe(3)
    expect(focusCategoryOf(new URLSearchParams('cid=12&goods_group=3'))).toBe(12)
  })
  it('ignores what is no category id', () => {
    expect(focusCategoryOf(new URLSearchParams('sid=1'))).toBeNull()
    expect(focusCategoryOf(new URLSearchParams('goods_group=abc'))).toBeNull()
    expect(focusCategoryOf(new URLSearchParams('cid=-4&goods_group=0'))).toBeNull()
    expect(focusCategoryOf(new URLSearchParams('cid=1.5'))).toBeNull()
  })
})
