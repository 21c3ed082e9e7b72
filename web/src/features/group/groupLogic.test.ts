import { describe, expect, it } from 'vitest'
import type { ServerCartLine } from '../../api/cart'
import type { GroupGoodsDetail, GroupPocket } from '../../api/group'
import {
  canChangeLinesOf,
  canSubmit,
  groupItemFromAddBody,
  groupShareUrl,
  hasEnded,
  myCategoryCounts,
  myGoodsQuantity,
  myLastLineOf,
  needsRefetch,
  openGroupAction,
  pocketsForDisplay,
} from './groupLogic'

const line = (id: number, goodsId: number, num: number): ServerCartLine => ({ id, goods_id: goodsId, num }) as ServerCartLine

const pocket = (packBag: number, isMine: boolean, lines: ServerCartLine[], isLauncher = packBag === 1): GroupPocket => ({
  uid: packBag * 10,
  pack_bag: packBag,
  nickname: `p${packBag}`,
  isMine,
  isLauncher,
  choiceStatus: 0,
  cart_data: lines,
  subtotal: '0',
})

const detail = (pockets: GroupPocket[], extra: Partial<GroupGoodsDetail> = {}): GroupGoodsDetail => ({
  uniqueId: 'u1',
  sid: 1007,
  uid: 10,
  status: 'open',
  version: 3,
  spellList: pockets,
  price: '0',
  num: pockets.reduce((sum, p) => sum + p.cart_data.reduce((n, l) => n + l.num, 0), 0),
  delivery_fee: '0',
  bag_fee: '0',
  order: null,
  ...extra,
})

describe('group order rules', () => {
  it('GroupShareLink_OpensTheGroupPageWithGroupAndStore', () => {
    expect(groupShareUrl('https://shop.example/', 'abc123', 1007)).toBe('https://shop.example/pages/order/groupMeal/index?uniqueId=abc123&sid=1007')
  })

  it('GroupAdd_SendsTheSheetChoicesAsOneCartDataItem', () => {
    expect(groupItemFromAddBody({ goods_id: 20001, option_id: 2000102, attrs: [601], num: 2, cid: 20, price: '21' })).toEqual({
      goods_id: 20001,
      option_id: 2000102,
      attrs: [601],
      num: 2,
    })
    expect(groupItemFromAddBody({ goods_id: 20003, option_id: 0, attrs: [] })).toEqual({ goods_id: 20003, num: 1 })
  })

  it('GroupReduce_OnlyOwnPocketLinesCanBeChanged', () => {
    expect(canChangeLinesOf(pocket(1, true, []))).toBe(true)
    expect(canChangeLinesOf(pocket(2, false, []))).toBe(false)
  })

  it('GroupMenuCounters_CountOnlyTheMembersOwnPocket', () => {
    const d = detail([pocket(1, false, [line(1, 20001, 3)]), pocket(2, true, [line(2, 20001, 1), line(3, 20001, 2), line(4, 20003, 1)], false)])
    expect(myGoodsQuantity(d, 20001)).toBe(3)
    expect(myLastLineOf(d, 20001)?.id).toBe(3)
    expect(myLastLineOf(d, 20002)).toBeNull()
  })

  it('GroupMenuBadges_CountOwnItemsPerCategory', () => {
    const mine = [{ ...line(1, 20001, 2), cid: 20 }, { ...line(2, 40001, 1), cid: 40 }]
    const d = detail([pocket(1, false, [{ ...line(3, 20002, 5), cid: 20 }]), pocket(2, true, mine, false)])
    expect(myCategoryCounts(d)).toEqual({ 20: 2, 40: 1 })
  })

  it('GroupPockets_ShowOwnPocketFirstThenJoiningOrder', () => {
    const d = detail([pocket(3, false, []), pocket(1, false, []), pocket(2, true, [], false)])
    expect(pocketsForDisplay(d).map((p) => p.pack_bag)).toEqual([2, 1, 3])
  })

  it('GroupSubmit_OnlyTheLauncherWithItemsInAnOpenGroup', () => {
    const launcherWithItems = detail([pocket(1, true, [line(1, 20001, 1)])])
    expect(canSubmit(launcherWithItems)).toBe(true)
    expect(canSubmit(detail([pocket(1, true, [])]))).toBe(false)
    expect(canSubmit(detail([pocket(1, false, [line(1, 20001, 1)]), pocket(2, true, [], false)]))).toBe(false)
    expect(canSubmit({ ...launcherWithItems, status: 'submitted' })).toBe(false)
  })

  it('GroupVersionPoll_RefetchesWhenVersionOrStatusChanges', () => {
    expect(needsRefetch(undefined, { version: 1, status: 'open' })).toBe(true)
    expect(needsRefetch({ version: 4, status: 'open' }, { version: 4, status: 'open' })).toBe(false)
    expect(needsRefetch({ version: 4, status: 'open' }, { version: 5, status: 'open' })).toBe(true)
    expect(needsRefetch({ version: 4, status: 'open' }, { version: 4, status: 'cancelled' })).toBe(true)
  })

  it('GroupEnded_WhenCancelledOrSubmitted', () => {
    expect(hasEnded('cancelled')).toBe(true)
    expect(hasEnded('submitted')).toBe(true)
    expect(hasEnded('open')).toBe(false)
    expect(hasEnded('submitting')).toBe(false)
  })

  it('OpenGroupTip_LauncherCancelsOthersLeave', () => {
    expect(openGroupAction({ uid: 7, uniqueId: 'u', sid: 1, order_type: 2 }, 7)).toBe('cancel')
    expect(openGroupAction({ uid: 7, uniqueId: 'u', sid: 1, order_type: 2 }, 8)).toBe('leave')
  })
})
