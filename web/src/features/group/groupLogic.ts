import type { CartAddBody, ServerCartLine } from '../../api/cart'
import type { GroupCartItem, GroupGoodsDetail, GroupPocket, GroupStatus, OpenGroup } from '../../api/group'
import { PAGE, pageUrl } from '../../app/pagePaths'

/**
 * The rules of a group (joint) order as the web app applies them (spec 001 §4 "Group order",
 * docs/API.md "Group orders"). Pure functions, no React.
 */

/** spec 001 §4 and §9: clients without the live channel poll the version every 2 s. */
export const GROUP_VERSION_POLL_MS = 2000
/** spec 001 §4: value 2 is sent after adding items. */
export const CHOICE_STATUS_CHOSEN = 2

/** The group page path with the group and store, for links and the share QR code. */
export function groupPagePath(uniqueId: string, sid: number): string {
  return pageUrl(PAGE.groupMeal, { uniqueId, sid })
}

/** The absolute invitation link others open (or scan) to join. */
export function groupShareUrl(origin: string, uniqueId: string, sid: number): string {
  return `${origin.replace(/\/$/, '')}${groupPagePath(uniqueId, sid)}`
}

/**
 * One `cart_data` item of `/v1/spell/addCart` from the detail sheet's add body. Meal-set choices
 * are passed on as they are: the server refuses meal sets in group orders (33006) with a message
 * the person reads, so the client does not second-guess it.
 */
export function groupItemFromAddBody(body: CartAddBody): GroupCartItem {
  const item: GroupCartItem = { goods_id: body.goods_id, num: body.num ?? 1 }
  if (body.option_id) item.option_id = body.option_id
  if (body.attrs?.length) item.attrs = body.attrs
  return item
}

export function myPocket(detail: GroupGoodsDetail | undefined): GroupPocket | null {
  return detail?.spellList.find((pocket) => pocket.isMine) ?? null
}

/** spec 001 §4: only one's own items can be changed (others' give 不能减少别人拼单的商品哦~). */
export function canChangeLinesOf(pocket: Pick<GroupPocket, 'isMine'>): boolean {
  return pocket.isMine
}

/** How many of a goods the member has in their own pocket (the menu's counters). */
export function myGoodsQuantity(detail: GroupGoodsDetail | undefined, goodsId: number): number {
  return (myPocket(detail)?.cart_data ?? []).filter((line) => line.goods_id === goodsId).reduce((sum, line) => sum + line.num, 0)
}

/** The member's most recent line of a goods: the menu's "−" takes from it. */
export function myLastLineOf(detail: GroupGoodsDetail | undefined, goodsId: number): ServerCartLine | null {
  return [...(myPocket(detail)?.cart_data ?? [])].reverse().find((line) => line.goods_id === goodsId) ?? null
}

/** Pockets to show: the member's own first, then the others in joining order (pack_bag). */
export function pocketsForDisplay(detail: GroupGoodsDetail | undefined): GroupPocket[] {
  const pockets = [...(detail?.spellList ?? [])].sort((a, b) => a.pack_bag - b.pack_bag)
  return [...pockets.filter((pocket) => pocket.isMine), ...pockets.filter((pocket) => !pocket.isMine)]
}

/** Whether the person looking is the launcher (the only one who may cancel and submit). */
export function isLauncherView(detail: GroupGoodsDetail | undefined): boolean {
  return myPocket(detail)?.isLauncher === true
}

/** The launcher submits an open group with at least one item. */
export function canSubmit(detail: GroupGoodsDetail | undefined): boolean {
  return !!detail && detail.status === 'open' && isLauncherView(detail) && detail.num > 0
}

/** What a live event or a polled version means for the page: nothing, or fetch the pockets again. */
export function needsRefetch(known: { version: number; status: GroupStatus } | undefined, latest: { version: number; status: GroupStatus }): boolean {
  return !known || latest.version !== known.version || latest.status !== known.status
}

/** A group that has ended: cancelled by the launcher, or submitted as an order. */
export function hasEnded(status: GroupStatus | undefined): boolean {
  return status === 'cancelled' || status === 'submitted'
}

/** The open-group tip (spec 001 §4): the launcher may cancel it; anyone else may only leave. */
export function openGroupAction(open: OpenGroup, memberId: number | null): 'cancel' | 'leave' {
  return memberId !== null && open.uid === memberId ? 'cancel' : 'leave'
}

/** The menu sidebar's badges: how many items of each category are in the member's own pocket. */
export function myCategoryCounts(detail: GroupGoodsDetail | undefined): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const line of myPocket(detail)?.cart_data ?? []) counts[line.cid] = (counts[line.cid] ?? 0) + line.num
  return counts
}
