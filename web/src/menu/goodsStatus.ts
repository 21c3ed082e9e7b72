import { GOODS_NOT_FOR_SALE, GOODS_ON_SALE, GOODS_OUTSIDE_TIME, GOODS_SOLD_OUT, GOODS_WAITING, type MenuGoods, type SaleTime } from '../api/menu'

/** Weekday 1–7 starting on Sunday (the data's numbering) in Hong Kong time. */
export function hongKongWeekday(now: Date): number {
  const hk = new Date(now.getTime() + 8 * 3600_000)
  return hk.getUTCDay() + 1
}

/** The sale windows of today ("06:30-11:00, 14:00-17:00"), or of any day when none is today. */
export function saleHoursText(saleTimes: SaleTime[], now: Date = new Date()): string {
  const today = hongKongWeekday(now)
  const todays = saleTimes.filter((window) => !window.weekdays?.length || window.weekdays.includes(today))
  const windows = todays.length ? todays : saleTimes
  return windows.map((window) => `${window.start}-${window.end}`).join(', ')
}

export type GoodsBadge =
  | { key: 'goods.soldOut' }
  | { key: 'goods.waiting' }
  | { key: 'goods.notForSale' }
  | { key: 'goods.outsideTime'; hours: string }
  | { key: 'goods.outsideTimeShort' }

/** The badge a goods card shows when the goods cannot be ordered now; null when it can. */
export function goodsBadge(goods: Pick<MenuGoods, 'status' | 'saleTimes'>, now: Date = new Date()): GoodsBadge | null {
  switch (goods.status) {
    case GOODS_ON_SALE:
      return null
    case GOODS_SOLD_OUT:
      return { key: 'goods.soldOut' }
    case GOODS_WAITING:
      return { key: 'goods.waiting' }
    case GOODS_NOT_FOR_SALE:
      return { key: 'goods.notForSale' }
    case GOODS_OUTSIDE_TIME: {
      const hours = saleHoursText(goods.saleTimes ?? [], now)
      return hours ? { key: 'goods.outsideTime', hours } : { key: 'goods.outsideTimeShort' }
    }
    default:
      return { key: 'goods.notForSale' }
  }
}

/** Goods that open the detail sheet instead of being added with one tap. */
export function needsChoices(goods: Pick<MenuGoods, 'hasSpecs' | 'hasAttrs' | 'isPackage'>): boolean {
  return goods.hasSpecs || goods.hasAttrs || goods.isPackage
}
