import { GOODS_ON_SALE, GOODS_OUTSIDE_TIME, type MenuCategory, type SaleTime } from '../api/menu'
import { hongKongWeekday } from './goodsStatus'

/** When a category that cannot be ordered now opens again: today at a time, a later day, or unknown. */
export type NextSale = { day: 'today' | 'tomorrow'; time: string } | { day: 'later' }

export interface MenuSection extends MenuCategory {
  /** Set when nothing in the category can be ordered now because of its sale time. */
  nextSale?: NextSale
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return h * 60 + m
}

/** The next start of any of `windows` after `now` (Hong Kong time), within a week. */
export function nextSaleStart(windows: SaleTime[], now: Date): NextSale {
  const hk = new Date(now.getTime() + 8 * 3600_000)
  const minuteNow = hk.getUTCHours() * 60 + hk.getUTCMinutes()
  const today = hongKongWeekday(now)
  for (let offset = 0; offset < 7; offset++) {
    const weekday = ((today - 1 + offset) % 7) + 1
    const starts = windows
      .filter((window) => !window.weekdays?.length || window.weekdays.includes(weekday))
      .map((window) => window.start)
      .filter((start) => offset > 0 || minutesOf(start) > minuteNow)
      .sort((a, b) => minutesOf(a) - minutesOf(b))
    if (starts.length === 0) continue
    if (offset === 0) return { day: 'today', time: starts[0] }
    if (offset === 1) return { day: 'tomorrow', time: starts[0] }
    return { day: 'later' }
  }
  return { day: 'later' }
}

const earlier = (a: NextSale, b: NextSale): NextSale => {
  const rank = (sale: NextSale) => (sale.day === 'today' ? 0 : sale.day === 'tomorrow' ? 1440 : 100_000) + (sale.day === 'later' ? 0 : minutesOf(sale.time))
  return rank(a) <= rank(b) ? a : b
}

/**
 * The menu as the chains order it by day part (review finding 9): categories with something to
 * order now come first, in the brand's order; a category whose goods are all outside their sale
 * time sinks to the end, in the brand's order, saying when it opens. Sold-out categories stay.
 */
export function arrangeForNow(categories: MenuCategory[], now: Date = new Date()): MenuSection[] {
  const orderable: MenuSection[] = []
  const later: MenuSection[] = []
  for (const category of categories) {
    const waiting = category.goods.length > 0 && !category.goods.some((goods) => goods.status === GOODS_ON_SALE) && category.goods.some((goods) => goods.status === GOODS_OUTSIDE_TIME)
    if (!waiting) {
      orderable.push(category)
      continue
    }
    const nextSale = category.goods
      .filter((goods) => goods.status === GOODS_OUTSIDE_TIME)
      .map((goods) => nextSaleStart(goods.saleTimes ?? [], now))
      .reduce(earlier)
    later.push({ ...category, nextSale })
  }
  return [...orderable, ...later]
}
