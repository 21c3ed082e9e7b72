import type { ServerCartLine } from '../../api/cart'
import type { DishInput } from '../../api/dinein'
import { clampNote, NOTE_TAGS } from '../../checkout/orderNote'

/**
 * A table dish's memo for the kitchen (docs/API.md "Table ordering": `memo` on addDish, at most 30
 * characters, one line; dishes with different memos are separate lines). Pure, no React.
 */
export const DISH_MEMO_MAX = 30

/** The order note's quick tags that fit one dish (not "no cutlery"). */
export const DISH_MEMO_TAGS = NOTE_TAGS.filter((tag) => tag !== 'noCutlery')

/** One line of at most 30 characters (code points, as the server counts), no control characters. */
export function cleanMemo(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this replaces
  return clampNote(text.replace(/[\u0000-\u001f\u007f]+/g, ' '), DISH_MEMO_MAX)
}

/**
 * The server takes a memo only when a dish is added: changing it adds the same dish (choices and
 * quantity) with the new memo, then takes the old line away. Null when nothing would change.
 */
export function dishWithMemo(line: Pick<ServerCartLine, 'goods_id' | 'option_id' | 'attrs' | 'num' | 'memo'>, memo: string): DishInput | null {
  const next = cleanMemo(memo).trim()
  if (next === (line.memo ?? '')) return null
  const dish: DishInput = { goods_id: line.goods_id, num: line.num, memo: next }
  if (line.option_id) dish.option_id = line.option_id
  if (line.attrs?.length) dish.attrs = line.attrs
  return dish
}
