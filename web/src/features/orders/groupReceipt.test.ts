import { describe, expect, it } from 'vitest'
import type { GroupReceiptShare, OrderLine } from '../../api/order'
import { receiptOrder, shareRows } from './groupReceipt'

const line = (num: number): OrderLine => ({ lineId: num, refundedNum: 0, goods_id: 1, name: 'x', detail: '', image: '', num, price: '1', box_price: '0', total_price: String(num) })

const share = (over: Partial<GroupReceiptShare>): GroupReceiptShare => ({
  pack_bag: 1,
  nickname: 'A',
  isPayer: false,
  lines: [line(2)],
  goods: '40',
  delivery_share: '4.5',
  bag_share: '0.5',
  discount_share: '0',
  total: '45',
  ...over,
})

describe('group order receipt (docs/API.md "Group orders": per-person shares)', () => {
  it('Receipt_ParticipantPaysGoodsPlusTheirFeeShares', () => {
    expect(shareRows(share({}))).toEqual({ goods: 4000, delivery: 450, bag: 50, discount: 0, total: 4500, count: 2 })
  })

  it('Receipt_DiscountStaysWithThePayer', () => {
    const rows = shareRows(share({ isPayer: true, discount_share: '10', total: '35' }))
    expect(rows.discount).toBe(1000)
    expect(rows.total).toBe(3500)
  })

  it('Receipt_CountsCupsOverAllOfAPersonsLines', () => {
    expect(shareRows(share({ lines: [line(1), line(3)] })).count).toBe(4)
  })

  it('Receipt_ListsThePayerFirstThenByPocket', () => {
    const shares = [share({ pack_bag: 3 }), share({ pack_bag: 2, isPayer: true }), share({ pack_bag: 1 })]
    expect(receiptOrder(shares).map((s) => s.pack_bag)).toEqual([2, 1, 3])
  })
})
