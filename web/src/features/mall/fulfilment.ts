import type { MallItem } from '../../api/mall'

/**
 * How an exchange reaches the member: collected at a store, or delivered to an address. Each item
 * offers one or both; lines bought together must share one way. A coupon package needs none (its
 * coupons go to the wallet). Pure functions, no React.
 */
export type MallWay = 'pickup' | 'delivery'

const ORDER: readonly MallWay[] = ['pickup', 'delivery']

type Offering = Pick<MallItem, 'kind' | 'fulfilment'>

/** The ways one item offers (none for a package). */
export function waysOf(item: Offering): MallWay[] {
  if (item.kind === 'coupons' || item.fulfilment === 'none') return []
  if (item.fulfilment === 'both') return [...ORDER]
  return ORDER.filter((way) => way === item.fulfilment)
}

/** The ways every one of the items offers (an empty list: they cannot go together). */
export function commonWays(items: readonly Offering[]): MallWay[] {
  return ORDER.filter((way) => items.length > 0 && items.every((item) => waysOf(item).includes(way)))
}

/** The way to use: the one asked for when offered, else the first offered; null when none is. */
export function chooseWay(ways: readonly MallWay[], wanted: string | null): MallWay | null {
  return ways.find((way) => way === wanted) ?? ways[0] ?? null
}

/** What an item page says about how it is handed over (i18n keys under `mall.way`). */
export function wayKey(item: Offering) {
  if (item.kind === 'coupons' || item.fulfilment === 'none') return 'mall.way.wallet' as const
  if (item.fulfilment === 'both') return 'mall.way.both' as const
  return item.fulfilment === 'delivery' ? ('mall.way.delivery' as const) : ('mall.way.pickup' as const)
}
