import { addCents, multiplyCents, ZERO, type Cents } from '../../api/money'

/**
 * The local cart (spec 001 §4 "Cart rules"), as pure functions over an immutable value. A line is
 * one goods with one set of choices; adding the same goods with the same choices raises the
 * line's quantity.
 */
export interface CartPackageItem {
  groupId: number
  goodsId: number
  optionId: number
  name: string
}

export interface CartItem {
  goodsId: number
  name: string
  image: string
  specId: number | null
  specName: string | null
  attrValueIds: number[]
  attrNames: string[]
  packageItems: CartPackageItem[]
  unitPrice: Cents
  /** The minimum quantity of a line (spec: minimum step); at least 1. */
  unitnum: number
  /** The purchase cap for this goods per order; 0 = no cap. */
  limitNum: number
}

export interface CartLine extends CartItem {
  key: string
  quantity: number
}

export interface Cart {
  lines: CartLine[]
}

export const EMPTY_CART: Cart = { lines: [] }

export type CartResult = { ok: true; cart: Cart } | { ok: false; reason: 'limit'; cart: Cart }

/** Line identity: goods + specification + attribute values + package choices (order-insensitive). */
export function lineKey(item: Pick<CartItem, 'goodsId' | 'specId' | 'attrValueIds' | 'packageItems'>): string {
  const attrs = [...item.attrValueIds].sort((a, b) => a - b).join(',')
  const packages = item.packageItems
    .map((choice) => `${choice.groupId}:${choice.goodsId}:${choice.optionId}`)
    .sort()
    .join(',')
  return `${item.goodsId}|${item.specId ?? 0}|${attrs}|${packages}`
}

export function minQuantity(item: Pick<CartItem, 'unitnum'>): number {
  return Math.max(1, Math.floor(item.unitnum) || 1)
}

/** How many of a goods the cart holds over all its lines (the purchase cap counts them all). */
export function goodsQuantity(cart: Cart, goodsId: number): number {
  return cart.lines.filter((line) => line.goodsId === goodsId).reduce((sum, line) => sum + line.quantity, 0)
}

/** Whether `extra` more of the goods fit under its cap. */
export function withinLimit(cart: Cart, item: Pick<CartItem, 'goodsId' | 'limitNum'>, extra: number): boolean {
  return item.limitNum <= 0 || goodsQuantity(cart, item.goodsId) + extra <= item.limitNum
}

/**
 * Adds `quantity` of an item: an identical line grows, otherwise a new line starts at no less than
 * the item's minimum. Refused (reason 'limit') when the goods' cap would be exceeded.
 */
export function addToCart(cart: Cart, item: CartItem, quantity = 1): CartResult {
  const key = lineKey(item)
  const existing = cart.lines.find((line) => line.key === key)
  const added = existing ? Math.max(1, quantity) : Math.max(quantity, minQuantity(item))
  if (!withinLimit(cart, item, added)) return { ok: false, reason: 'limit', cart }
  if (existing) {
    return { ok: true, cart: { lines: cart.lines.map((line) => (line.key === key ? { ...line, quantity: line.quantity + added } : line)) } }
  }
  return { ok: true, cart: { lines: [...cart.lines, { ...item, key, quantity: added }] } }
}

export function increaseLine(cart: Cart, key: string): CartResult {
  const line = cart.lines.find((candidate) => candidate.key === key)
  if (!line) return { ok: true, cart }
  return addToCart(cart, line, 1)
}

/** One less; a line going below its minimum is removed. */
export function decreaseLine(cart: Cart, key: string): Cart {
  const line = cart.lines.find((candidate) => candidate.key === key)
  if (!line) return cart
  if (line.quantity - 1 < minQuantity(line)) return { lines: cart.lines.filter((candidate) => candidate.key !== key) }
  return { lines: cart.lines.map((candidate) => (candidate.key === key ? { ...candidate, quantity: candidate.quantity - 1 } : candidate)) }
}

/** Takes one away from the most recently added line of a goods (the menu's "−" for simple goods). */
export function decreaseGoods(cart: Cart, goodsId: number): Cart {
  const last = [...cart.lines].reverse().find((line) => line.goodsId === goodsId)
  return last ? decreaseLine(cart, last.key) : cart
}

export function lineTotal(line: CartLine): Cents {
  return multiplyCents(line.unitPrice, line.quantity)
}

export function cartSummary(cart: Cart): { count: number; total: Cents } {
  return {
    count: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    total: cart.lines.reduce<Cents>((sum, line) => addCents(sum, lineTotal(line)), ZERO),
  }
}
