import type { MallCart, MallCartLine } from '../../api/mallCart'
import { lineMax } from './exchangeRules'
import { commonWays } from './fulfilment'
import { linesTotal, pointsShort } from './mallTotals'

/**
 * Whether the mall cart's ticked lines may go to checkout, first reason first: an empty cart, no
 * line ticked, a ticked line that cannot be had (sold out, or more than its stock or the member's
 * limit), ticked lines that cannot be handed over the same way (one pickup-only, one
 * delivery-only), or points short for the ticked lines. A line left unticked stops nothing. The
 * server decides in the end. Pure functions, no React.
 */
export type CartBlock =
  | { kind: 'empty' }
  | { kind: 'noneTicked' }
  | { kind: 'unavailable'; titles: string[] }
  | { kind: 'mixedWays' }
  | { kind: 'notEnoughPoints'; short: number }

/** A line the member cannot have as it stands: sold out, or more units than it allows. */
export function lineUnavailable(line: Pick<MallCartLine, 'quantity' | 'item'>): boolean {
  return line.quantity > lineMax(line.item)
}

/** The cart's ticked lines (all of them without `ticked`). */
export function tickedOf<L extends Pick<MallCartLine, 'itemId'>>(lines: readonly L[], ticked?: readonly number[]): L[] {
  return ticked === undefined ? [...lines] : lines.filter((line) => ticked.includes(line.itemId))
}

export function cartBlock(cart: Pick<MallCart, 'lines' | 'balance'>, ticked?: readonly number[]): CartBlock | null {
  if (cart.lines.length === 0) return { kind: 'empty' }
  const lines = tickedOf(cart.lines, ticked)
  if (lines.length === 0) return { kind: 'noneTicked' }
  const unavailable = lines.filter(lineUnavailable)
  if (unavailable.length > 0) return { kind: 'unavailable', titles: unavailable.map((line) => line.item.title) }
  if (commonWays(lines.map((line) => line.item)).length === 0) return { kind: 'mixedWays' }
  const short = pointsShort(linesTotal(lines).points, cart.balance)
  if (short > 0) return { kind: 'notEnoughPoints', short }
  return null
}

/** What the cart page says for a block (i18n keys under `mall.cartBlock`), with what it names, listed the language's way. */
export function cartBlockMessage(block: CartBlock, lang: string) {
  switch (block.kind) {
    case 'empty':
      return { key: 'mall.cartBlock.empty', values: {} } as const
    case 'noneTicked':
      return { key: 'mall.cartBlock.noneTicked', values: {} } as const
    case 'unavailable':
      return { key: 'mall.cartBlock.unavailable', values: { titles: block.titles.join(lang.startsWith('zh') ? '、' : ', ') } } as const
    case 'mixedWays':
      return { key: 'mall.cartBlock.mixedWays', values: {} } as const
    case 'notEnoughPoints':
      return { key: 'mall.cartBlock.notEnoughPoints', values: { short: block.short.toLocaleString('en') } } as const
  }
}
