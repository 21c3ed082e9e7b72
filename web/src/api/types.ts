/** A paged list as every list endpoint answers it (docs/API.md). */
export interface Page<T> {
  list: T[]
  total: number
}

/** The next page number to read of a list read a page at a time, or undefined when all are read. */
export function nextPageOf<T>(last: Page<T>, pages: readonly Page<T>[]): number | undefined {
  const read = pages.reduce((sum, page) => sum + page.list.length, 0)
  return read < last.total && last.list.length > 0 ? pages.length + 1 : undefined
}

/** Order types of spec 001 §4: takeout (delivery) 1, pickup 2, dine-in 3, as the wire numbers them. */
export const ORDER_TYPE = { delivery: 1, pickup: 2, dineIn: 3 } as const

export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE]

export const ORDER_TYPES: readonly OrderType[] = [ORDER_TYPE.delivery, ORDER_TYPE.pickup, ORDER_TYPE.dineIn]

export function isOrderType(value: unknown): value is OrderType {
  return (ORDER_TYPES as readonly unknown[]).includes(value)
}
