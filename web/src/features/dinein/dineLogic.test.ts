import { describe, expect, it, vi } from 'vitest'
import type { ServerCartLine } from '../../api/cart'
import { ApiError } from '../../api/client'
import { cents } from '../../api/money'
import { emptyTable } from './tableFixtures'
import {
  canPay,
  canSendToKitchen,
  equalPart,
  openSplit,
  splitStep,
  myUnpaidShare,
  shareLines,
  unpaidDishes,
  dishFromAddBody,
  isJoinFirst,
  isTableClosed,
  isUnknownTable,
  lastUnconfirmedLine,
  openPayment,
  storeLacksDineIn,
  unconfirmedCategoryCounts,
  unconfirmedCount,
  unconfirmedQuantity,
  withRejoin,
} from './dineLogic'

const line = (id: number, goodsId: number, num: number): ServerCartLine => ({ id, goods_id: goodsId, num }) as ServerCartLine

const table = emptyTable

describe('table ordering rules', () => {
  it('TableDish_CarriesSpecFlavoursStuffingsSetChoicesAndQuantity', () => {
    expect(dishFromAddBody({ goods_id: 20001, option_id: 2000101, attrs: [602, 801], num: 2, cid: 20, price: '18' })).toEqual({ goods_id: 20001, option_id: 2000101, attrs: [602, 801], num: 2 })
    expect(dishFromAddBody({ goods_id: 50001 })).toEqual({ goods_id: 50001, num: 1 })
    const picks = [{ group_id: 1, goods_id: 9002, option_id: 0 }]
    expect(dishFromAddBody({ goods_id: 4001, package: picks })).toEqual({ goods_id: 4001, num: 1, package: picks })
  })

  it('TableMenuCounters_CountTheUnconfirmedListOnly', () => {
    const detail = table({ unconfirmed: [line(1, 20001, 1), line(2, 20001, 2), line(3, 50001, 1)], rounds: [{ round: 1, items: [line(9, 20001, 5)] }] })
    expect(unconfirmedQuantity(detail, 20001)).toBe(3)
    expect(unconfirmedCount(detail)).toBe(4)
    expect(lastUnconfirmedLine(detail, 20001)?.id).toBe(2)
    expect(lastUnconfirmedLine(detail, 30001)).toBeNull()
  })

  it('TableMenuBadges_CountUnconfirmedItemsPerCategory', () => {
    const detail = table({ unconfirmed: [{ ...line(1, 20001, 2), cid: 20 }, { ...line(2, 50001, 1), cid: 50 }], rounds: [{ round: 1, items: [{ ...line(3, 20002, 4), cid: 20 }] }] })
    expect(unconfirmedCategoryCounts(detail)).toEqual({ 20: 2, 50: 1 })
  })

  it('SendToKitchen_NeedsUnconfirmedDishesAndNoPaymentUnderWay', () => {
    expect(canSendToKitchen(table())).toBe(false)
    expect(canSendToKitchen(table({ unconfirmed: [line(1, 20001, 1)] }))).toBe(true)
    expect(canSendToKitchen(table({ unconfirmed: [line(1, 20001, 1)], order: { order_id: 'x', status: 'waiting_payment' } }))).toBe(false)
  })

  it('TablePay_NeedsAtLeastOneRoundSent', () => {
    expect(canPay(table({ unconfirmed: [line(1, 20001, 1)] }))).toBe(false)
    expect(canPay(table({ rounds: [{ round: 1, items: [line(1, 20001, 1)] }] }))).toBe(true)
  })

  it('SplitBill_DishesInSharesAreNotOfferedAgainAndATableWhoseDishesAreAllTakenHasNothingToPay', () => {
    const shared = { ...line(2, 20002, 1), share: { paid: true } }
    const withShare = table({ rounds: [{ round: 1, items: [line(1, 20001, 2), shared] }] })
    expect(unpaidDishes(withShare).map((dish) => dish.id)).toEqual([1])
    expect(canPay(withShare)).toBe(true)
    expect(canPay(table({ rounds: [{ round: 1, items: [shared] }] }))).toBe(false)
    // While the table is paid whole, nothing is offered for a share.
    expect(unpaidDishes(table({ status: 'paying', rounds: [{ round: 1, items: [line(1, 20001, 2)] }] }))).toEqual([])
  })

  it('SplitBill_OnlyTheReadersOwnUnpaidShareIsTheirsToPay', () => {
    expect(myUnpaidShare(table({ shares: [{ paid: false, yours: false, price: '17', num: 1 }] }))).toBeNull()
    expect(myUnpaidShare(table({ shares: [{ paid: true, yours: true, price: '17', num: 1, orderNo: 'A' }] }))).toBeNull()
    expect(myUnpaidShare(table({ shares: [{ paid: false, yours: true, price: '17', num: 1, orderNo: 'B' }] }))?.orderNo).toBe('B')
  })

  it('SplitEqually_EachPaysAnEqualPartRoundedDownAndTheLastTheOddCents', () => {
    expect(equalPart(cents(7000), 3)).toBe(2333)
    expect(equalPart(cents(7000), 2)).toBe(3500)
    expect(equalPart(cents(7000), 0)).toBe(0)
  })

  it('SplitEqually_TheReaderPaysAPartOnlyWhileOneIsLeftAndTheyHaveNotPaid', () => {
    const split = { people: 3, taken: 1, paidParts: 1, paidPrice: '23.33', partPrice: '23.33', price: '70', payers: [], yours: null, startedByYou: false }
    expect(splitStep(split)).toBe('pay')
    expect(splitStep({ ...split, taken: 3 })).toBe('allTaken')
    expect(splitStep({ ...split, yours: { parts: 1, price: '23.33', paid: false } })).toBe('confirming')
    expect(splitStep({ ...split, yours: { parts: 1, price: '23.33', paid: true } })).toBe('paid')
    const paying = emptyTable({ status: 'paying', order: { order_id: 'T1', status: 'waiting_payment' }, split })
    expect(openSplit(paying)).toBe(split)
    expect(openSplit({ ...paying, order: { order_id: 'T1', status: 'awaiting_acceptance' } })).toBeNull()
    expect(openSplit(emptyTable())).toBeNull()
  })

  it('SplitBill_PicksOfNoUnitsAreNotSent', () => {
    expect(shareLines({ 7: 2, 8: 0 })).toEqual([{ lineId: 7, num: 2 }])
    expect(shareLines({})).toEqual([])
  })

  it('TablePayment_OnlyUnpaidOrdersCountAsUnderWay', () => {
    expect(openPayment(table({ order: { order_id: 'x', status: 'paying' } }))?.order_id).toBe('x')
    expect(openPayment(table({ order: { order_id: 'x', status: 'awaiting_acceptance' } }))).toBeNull()
    expect(openPayment(table())).toBeNull()
  })

  it('UnknownTable_Is34001OrNotFound_ClosedTableIs34002', () => {
    expect(isUnknownTable(new ApiError(404, '找不到此枱號', 404))).toBe(true)
    expect(isUnknownTable(new ApiError(34001, '找不到此枱號', 404))).toBe(true)
    expect(isUnknownTable(new ApiError(500, 'x', 500))).toBe(false)
    expect(isTableClosed(new ApiError(34002, 'x', 409))).toBe(true)
  })

  it('StoreWithoutDineIn_SwitchesToPickup', () => {
    expect(storeLacksDineIn([1, 2])).toBe(true)
    expect(storeLacksDineIn([1, 2, 3])).toBe(false)
    expect(storeLacksDineIn(undefined)).toBe(false)
  })

  it('NotADiner_Is34007Only', () => {
    expect(isJoinFirst(new ApiError(34007, '請先掃描枱上的二維碼加入此枱', 403))).toBe(true)
    expect(isJoinFirst(new ApiError(34006, '請重新掃描枱上的二維碼', 403))).toBe(false)
    expect(isJoinFirst(new Error('x'))).toBe(false)
  })

  it('NotADiner_JoinsTheTableAgainAndRetriesOnce', async () => {
    const call = vi.fn().mockRejectedValueOnce(new ApiError(34007, 'join first', 403)).mockResolvedValueOnce('done')
    const rejoin = vi.fn(async () => undefined)
    await expect(withRejoin(call, rejoin)).resolves.toBe('done')
    expect(rejoin).toHaveBeenCalledTimes(1)
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('NotADiner_ASecondRefusalOrAnotherErrorIsNotRetried', async () => {
    const refused = new ApiError(34007, 'join first', 403)
    const always = vi.fn().mockRejectedValue(refused)
    const rejoin = vi.fn(async () => undefined)
    await expect(withRejoin(always, rejoin)).rejects.toBe(refused)
    expect(always).toHaveBeenCalledTimes(2)
    expect(rejoin).toHaveBeenCalledTimes(1)

    const paying = new ApiError(34004, 'paying', 409)
    const other = vi.fn().mockRejectedValue(paying)
    const noRejoin = vi.fn(async () => undefined)
    await expect(withRejoin(other, noRejoin)).rejects.toBe(paying)
    expect(other).toHaveBeenCalledTimes(1)
    expect(noRejoin).not.toHaveBeenCalled()
  })

  it('NotADiner_AFailedRejoinIsWhatTheCallerSees', async () => {
    const gone = new ApiError(34006, 'scan again', 403)
    const call = vi.fn().mockRejectedValue(new ApiError(34007, 'join first', 403))
    await expect(withRejoin(call, () => Promise.reject(gone))).rejects.toBe(gone)
    expect(call).toHaveBeenCalledTimes(1)
  })
})
