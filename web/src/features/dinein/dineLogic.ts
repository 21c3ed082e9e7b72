import type { CartAddBody, ServerCartLine } from '../../api/cart'
import { ApiError } from '../../api/client'
import { cents, type Cents } from '../../api/money'
import { isAwaitingPayment } from '../../api/order'
import { TABLE_JOIN_FIRST, TABLE_NOT_OPEN, TABLE_SCAN_AGAIN, TABLE_UNKNOWN, type DishInput, type ShareLine, type TableDetail, type TableDish, type TableShare, type TableSplit } from '../../api/dinein'
import { ORDER_TYPE } from '../../api/types'

/**
 * The rules of ordering at a table (spec 001 §4 "Dine-in", docs/API.md "Table ordering") as the
 * page applies them. Pure functions, no React.
 */

/** Several people at one table see the same list: re-read this often when the live channel is down. */
export const TABLE_POLL_MS = 4000
/** With the live channel up, a slow re-read only as a safety net. */
export const TABLE_LIVE_POLL_MS = 30_000

/** The live topic everyone at a table watches (docs/API.md "Table ordering"). */
export function tableTopic(tableToken: string): string {
  return `table:${tableToken}`
}

/** One addDish call from the detail sheet's choices: specification, flavours/stuffings, quantity. */
export function dishFromAddBody(body: CartAddBody): DishInput {
  const dish: DishInput = { goods_id: body.goods_id, num: body.num ?? 1 }
  if (body.option_id) dish.option_id = body.option_id
  if (body.attrs?.length) dish.attrs = body.attrs
  // A meal set's choices go to the table as they go to a cart.
  if (body.package?.length) dish.package = body.package
  return dish
}

/** How many of a goods wait in the table's unconfirmed list (the menu's counters). */
export function unconfirmedQuantity(detail: TableDetail | undefined, goodsId: number): number {
  return (detail?.unconfirmed ?? []).filter((line) => line.goods_id === goodsId).reduce((sum, line) => sum + line.num, 0)
}

/** The most recent unconfirmed line of a goods: the menu's "−" takes from it. */
export function lastUnconfirmedLine(detail: TableDetail | undefined, goodsId: number): ServerCartLine | null {
  return [...(detail?.unconfirmed ?? [])].reverse().find((line) => line.goods_id === goodsId) ?? null
}

export function unconfirmedCount(detail: TableDetail | undefined): number {
  return (detail?.unconfirmed ?? []).reduce((sum, line) => sum + line.num, 0)
}

/** An order the table started paying and has not paid yet: continue it, or cancel it to order more. */
export function openPayment(detail: TableDetail | undefined): { order_id: string; status: string } | null {
  const order = detail?.order
  if (!order) return null
  return isAwaitingPayment(order.status) ? order : null
}

/** "Send to kitchen" needs something unconfirmed and no payment under way (34004 otherwise). */
export function canSendToKitchen(detail: TableDetail | undefined): boolean {
  return unconfirmedCount(detail) > 0 && openPayment(detail) === null
}

/** The bill covers what was sent to the kitchen and nobody has paid for yet: at least one dish. */
export function canPay(detail: TableDetail | undefined): boolean {
  return unpaidDishes(detail).length > 0
}

/** The dishes sent to the kitchen that no diner's share has taken: what a payer may still pay for. */
export function unpaidDishes(detail: TableDetail | undefined): TableDish[] {
  if (!detail || detail.status !== 'open') return []
  return detail.rounds.flatMap((round) => round.items.filter((item) => !item.share))
}

/** The reader's own share of the bill still waiting for payment, if any. */
export function myUnpaidShare(detail: TableDetail | undefined): TableShare | null {
  return detail?.shares?.find((share) => share.yours && !share.paid && share.orderNo) ?? null
}

/** Splitting equally (AA): 2 to 20 people (the server's limits). */
export const SPLIT_PEOPLE_MIN = 2
export const SPLIT_PEOPLE_MAX = 20

/** What each of `people` pays of a bill (cents): an equal part; the last payer also pays the odd cents. */
export function equalPart(bill: Cents, people: number): Cents {
  return cents(people > 0 ? Math.floor(bill / people) : 0)
}

/** The table's bill split equally while its parts are being paid (null when it is not split). */
export function openSplit(detail: TableDetail | undefined): TableSplit | null {
  return openPayment(detail) && detail?.split ? detail.split : null
}

/** What the reader can do about a bill split equally: pay a part, wait for their card, or nothing more. */
export type SplitStep = 'pay' | 'paid' | 'confirming' | 'allTaken'
export function splitStep(split: TableSplit): SplitStep {
  if (split.yours) return split.yours.paid ? 'paid' : 'confirming'
  return split.taken < split.people ? 'pay' : 'allTaken'
}

/** The dishes picked for a share as the server takes them (units above 0 only). */
export function shareLines(picked: Record<number, number>): ShareLine[] {
  return Object.entries(picked)
    .filter(([, num]) => num > 0)
    .map(([lineId, num]) => ({ lineId: Number(lineId), num }))
}

/** A table number the store does not have (找不到此枱號). */
export function isUnknownTable(error: unknown): boolean {
  return error instanceof ApiError && (error.code === TABLE_UNKNOWN || error.httpStatus === 404)
}

/** The table's code was not scanned, or was reprinted since: scanning it again helps. */
export function isScanAgain(error: unknown): boolean {
  return error instanceof ApiError && error.code === TABLE_SCAN_AGAIN
}

/**
 * The caller's session is not one of the table's diners (34007): it changed since the page opened
 * the table (a login, a new visitor session). Opening the table again joins it.
 */
export function isJoinFirst(error: unknown): boolean {
  return error instanceof ApiError && error.code === TABLE_JOIN_FIRST
}

/**
 * Runs a table call; when the server answers that this session has not joined the table, joins
 * it (`rejoin`: openTable) and runs the call once more. Any other error, or a second 34007, is
 * the caller's to show.
 */
export async function withRejoin<T>(call: () => Promise<T>, rejoin: () => Promise<unknown>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!isJoinFirst(error)) throw error
    await rejoin()
    return call()
  }
}

/** The table has no open session (paid and freed, or never opened): it can be opened again. */
export function isTableClosed(error: unknown): boolean {
  return error instanceof ApiError && error.code === TABLE_NOT_OPEN
}

/** spec 001 §4: a store without dine-in says so and switches to pickup. */
export function storeLacksDineIn(orderTypes: number[] | undefined): boolean {
  return orderTypes !== undefined && !orderTypes.includes(ORDER_TYPE.dineIn)
}

/** The menu sidebar's badges: unconfirmed items of each category. */
export function unconfirmedCategoryCounts(detail: TableDetail | undefined): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const line of detail?.unconfirmed ?? []) counts[line.cid] = (counts[line.cid] ?? 0) + line.num
  return counts
}
