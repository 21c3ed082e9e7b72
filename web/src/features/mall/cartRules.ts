import type { MallCart, MallCartLine } from '../../api/mallCart'
import { lineMax } from './exchangeRules'
import { commonWays } from './fulfilment'
import { pointsShort } from './mallTotals'

/**
 * Whether the mall cart may go to checkout, first reason first: a line that cannot be had (sold
 * out, or more than its stock or the member's limit), lines that cannot be handed over the same
 * way (one pickup-only, one delivery-only), or points short for the whole cart. The server
 * decides in the end. Pure functions, no React.
 */
export type CartBlock = { kind: 'empty' } | { kind: 'unavailable'; titles: string[] } | { kind: 'mixedWays' } | { kind: 'notEnoughPoints'; short: number }

/** A line the member cannot have as it stands: sold out, or more units than it allows. */
export function lineUnavailable(line: Pick<MallCartLine, 'quantity' | 'item'>): boolean {
  return line.quantity > lineMax(line.item)
}

export function cartBlock(cart: Pick<MallCart, 'lines' | 'points' | 'balance'>): CartBlock | null {
  if (cart.lines.length === 0) return { kind: 'empty' }
  const unavailable = cart.lines.filter(lineUnavailable)
  if (unavailable.length > 0) return { kind: 'unavailable', titles: unavailable.map((line) => line.item.title) }
  if (commonWays(cart.lines.map((line) => line.item)).length === 0) return { kind: 'mixedWays' }
  const short = pointsShort(cart.points, cart.balance)
  if (short > 0) return { kind: 'notEnoughPoints', short }
  return null
}

/** What the cart page says for a block (i18n keys under `mall.cartBlock`), with what it names, listed the language's way. */
export function cartBlockMessage(block: CartBlock, lang: string) {
  switch (block.kind) {
    case 'empty':
      return { key: 'mall.cartBlock.empty', values: {} } as const
    case 'unavailable':
      return { key: 'mall.cartBlock.unavailable', values: { titles: block.titles.join(lang.startsWith('zh') ? '、' : ', ') } } as const
    case 'mixedWays':
      return { key: 'mall.cartBlock.mixedWays', values: {} } as const
    case 'notEnoughPoints':
      return { key: 'mall.cartBlock.notEnoughPoints', values: { short: block.short.toLocaleString('en') } } as const
  }
}
