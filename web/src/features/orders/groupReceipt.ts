import { parseCents, type Cents } from '../../api/money'
import type { GroupReceiptShare } from '../../api/order'

/**
 * One person's share of a group order as the receipt shows it (docs/API.md "Group orders"): goods
 * with box fees, their part of the delivery fee (split equally) and of the bag (by cup count), and
 * for the payer the order's discount, which the server keeps with them.
 */
export interface ShareRows {
  goods: Cents
  delivery: Cents
  bag: Cents
  discount: Cents
  total: Cents
  count: number
}

export function shareRows(share: GroupReceiptShare): ShareRows {
  const goods = parseCents(share.goods)
  const delivery = parseCents(share.delivery_share)
  const bag = parseCents(share.bag_share)
  const total = parseCents(share.total)
  const discount = parseCents(share.discount_share)
  return { goods, delivery, bag, discount, total, count: share.lines.reduce((sum, line) => sum + line.num, 0) }
}

/** The payer first, then everyone by pocket number (the launcher is pocket 1). */
export function receiptOrder(shares: readonly GroupReceiptShare[]): GroupReceiptShare[] {
  return [...shares].sort((a, b) => Number(b.isPayer) - Number(a.isPayer) || a.pack_bag - b.pack_bag)
}
