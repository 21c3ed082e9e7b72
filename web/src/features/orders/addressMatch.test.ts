import { describe, expect, it } from 'vitest'
import type { Store } from '../../api/stores'
import { addressQuestionKey, decideAddressMatch, goodsToReselect, isAddressOutOfRange } from './addressMatch'

const store = (sid: number) => ({ sid, name: `store ${sid}` }) as Store

describe('delivery address match', () => {
  it('AddressMatch_AskedOnlyWhenTheStoreDoesNotDeliverThere', () => {
    expect(isAddressOutOfRange([{ code: 'address_out_of_range' }])).toBe(true)
    expect(isAddressOutOfRange([{ code: 'order_below_minimum' }])).toBe(false)
    expect(isAddressOutOfRange(undefined)).toBe(false)
  })

  it('AddressMatch_AnotherStoreDeliversOffersSwitching', () => {
    expect(decideAddressMatch(1007, { store: store(1001), message: '', nearest: null })).toEqual({ kind: 'switch', store: store(1001) })
    expect(decideAddressMatch(1007, { store: store(1007), message: '', nearest: null })).toEqual({ kind: 'keep' })
  })

  it('AddressMatch_NoStoreDeliversOffersPickup', () => {
    expect(decideAddressMatch(1007, { store: null, message: '附近門店無法配送到該地址', nearest: store(1004) })).toEqual({ kind: 'pickup' })
  })

  it('AddressMatch_GoodsToReselectAreWhatStayedBehindAndWhatCannotBeBought', () => {
    expect(goodsToReselect({ dropped: [{ goods_id: 1, name: '春卷', reason: 'x' }], problems: [{ id: 2, goods_id: 2, name: '奶茶', message: 'y' }] })).toEqual(['春卷', '奶茶'])
    expect(goodsToReselect({ dropped: [{ goods_id: 1, name: '春卷', reason: 'x' }], problems: [{ id: 3, goods_id: 1, name: '春卷', message: 'z' }] })).toEqual(['春卷'])
    expect(goodsToReselect({ dropped: undefined, problems: [] })).toEqual([])
  })

  it('AddressMatch_OneQuestionPerStoreAndAddress', () => {
    expect(addressQuestionKey(1007, 3)).toBe('1007:3')
    expect(addressQuestionKey(1001, 3)).not.toBe(addressQuestionKey(1007, 3))
  })
})
