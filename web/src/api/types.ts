/** A paged list as every list endpoint answers it (docs/API.md). */
export interface Page<T> {
  list: T[]
  total: number
}

/** Order types of spec 001 §4: takeout (delivery) 1, pickup 2, dine-in 3. */
export type OrderType = 1 | 2 | 3

export const ORDER_TYPES: readonly OrderType[] = [1, 2, 3]

export function isOrderType(value: unknown): value is OrderType {
  return value === 1 || value === 2 || value === 3
}
