import type { CartAddBody, ServerCart, ServerCartLine } from '../api/cart'
import type { GoodsDetail, MenuGoods } from '../api/menu'
import { centsToDecimal, parseCents, ZERO, type Cents } from '../api/money'
import type { Selection } from './selection'
import { describeSelection } from './selection'

/**
 * The server cart seen from the menu (spec 001 §3, §4; docs/API.md "Cart"): what an add call
 * sends for the detail sheet's choices, and what the bar, the sheet and the menu show of the
 * server's answer. Pure functions, no React.
 */

/** The body of `POST /v1/cart/add` for the detail sheet's choices; `price` is the unit price the customer saw. */
export function addBodyForSelection(detail: GoodsDetail, selection: Selection, quantity: number, unitPrice: Cents): CartAddBody {
  const described = describeSelection(detail, selection)
  return {
    goods_id: detail.goods_id,
    option_id: selection.specId ?? 0,
    attrs: described.attrValueIds,
    package: described.packageItems.map((item) => ({ group_id: item.groupId, goods_id: item.goodsId, option_id: item.optionId })),
    num: quantity,
    cid: detail.cid,
    price: centsToDecimal(unitPrice),
  }
}

/** The body of an add for a goods without choices (the menu's "+"). */
export function addBodyForSimple(goods: MenuGoods): CartAddBody {
  return { goods_id: goods.goods_id, num: 1, cid: goods.cid, price: centsToDecimal(parseCents(goods.price)) }
}

export const EMPTY_LINES: ServerCartLine[] = []

export function cartLines(cart: ServerCart | undefined): ServerCartLine[] {
  return cart?.data ?? EMPTY_LINES
}

/** Count of items and the payable total of the selected, available lines (the server's `price`). */
export function cartSummary(cart: ServerCart | undefined): { count: number; selectedCount: number; total: Cents } {
  if (!cart) return { count: 0, selectedCount: 0, total: ZERO }
  return { count: cart.num, selectedCount: cart.selectedNum, total: parseCents(cart.total ?? cart.price) }
}

/** How many of a goods the cart holds over all its lines. */
export function goodsQuantity(cart: ServerCart | undefined, goodsId: number): number {
  return cart?.goodsNumData?.[String(goodsId)] ?? 0
}

export function categoryQuantity(cart: ServerCart | undefined, cid: number): number {
  return cart?.categoryNumData?.[String(cid)] ?? 0
}

/** The most recently added line of a goods: the menu's "−" takes from it. */
export function lastLineOf(cart: ServerCart | undefined, goodsId: number): ServerCartLine | null {
  return [...cartLines(cart)].reverse().find((line) => line.goods_id === goodsId) ?? null
}

/** The server's minimum step: a line going below its `unitnum` is removed, so "−" then says remove. */
export function decreaseRemovesLine(line: Pick<ServerCartLine, 'num' | 'unitnum'>): boolean {
  return line.num - 1 < Math.max(1, line.unitnum || 1)
}

export function allSelected(cart: ServerCart | undefined): boolean {
  const available = cartLines(cart).filter((line) => line.available)
  return available.length > 0 && available.every((line) => line.selected === 1)
}

/** Lines grouped by pocket (packaging bag), in pocket order; one group when there is one pocket. */
export function pockets(cart: ServerCart | undefined): { packBag: number; lines: ServerCartLine[] }[] {
  const groups = new Map<number, ServerCartLine[]>()
  for (const line of cartLines(cart)) {
    const bag = line.packBag || 1
    groups.set(bag, [...(groups.get(bag) ?? []), line])
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([packBag, lines]) => ({ packBag, lines }))
}
