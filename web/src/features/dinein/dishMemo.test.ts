import { describe, expect, it } from 'vitest'
import { cleanMemo, DISH_MEMO_MAX, DISH_MEMO_TAGS, dishWithMemo } from './dishMemo'

const line = { goods_id: 20001, option_id: 2000102, attrs: [101], num: 2, memo: '' }

describe('dish memo', () => {
  it('DishMemo_AtMost30CharactersOnOneLine', () => {
    expect(DISH_MEMO_MAX).toBe(30)
    expect(cleanMemo('走'.repeat(40))).toBe('走'.repeat(30))
    expect(cleanMemo('少冰\n走蔥')).toBe('少冰 走蔥')
    // Characters, not UTF-16 units: an emoji counts once.
    expect(Array.from(cleanMemo('😀'.repeat(31)))).toHaveLength(30)
  })

  it('DishMemo_ChangingItAddsTheSameDishWithTheMemo', () => {
    expect(dishWithMemo(line, ' 少冰 ')).toEqual({ goods_id: 20001, option_id: 2000102, attrs: [101], num: 2, memo: '少冰' })
    expect(dishWithMemo({ ...line, option_id: 0, attrs: [], memo: '少冰' }, '')).toEqual({ goods_id: 20001, num: 2, memo: '' })
  })

  it('DishMemo_UnchangedMemoChangesNothing', () => {
    expect(dishWithMemo({ ...line, memo: '少冰' }, '少冰')).toBeNull()
    expect(dishWithMemo(line, '   ')).toBeNull()
  })

  it('DishMemo_QuickTagsFitADish', () => {
    expect(DISH_MEMO_TAGS).toContain('lessIce')
    expect(DISH_MEMO_TAGS).not.toContain('noCutlery')
  })
})
