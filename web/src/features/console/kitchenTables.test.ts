import { describe, expect, it } from 'vitest'
import type { KitchenRound, KitchenTable } from '../../api/console'
import { elapsedSince, isAwaitingConfirmation, isNewRound, isRoundLate, kitchenOrder, kitchenTableState, roundsInOrder, roundsToServe, tableRoundKey, unservedRoundCount } from './kitchenTables'

const MIN = 60_000
const round = (n: number, sentAt: number, servedAt: number | null = null): KitchenRound => ({ round: n, sentAt, servedAt, items: [{ name: '港式奶茶', detail: '凍', num: 1, memo: '走冰' }] })
const table = (sessionId: number, rounds: KitchenRound[], status: KitchenTable['status'] = 'open', tableNo = `A${sessionId}`): KitchenTable => ({
  sessionId,
  tableNo,
  status,
  order: status === 'open' ? null : { order_id: `Q${sessionId}`, status: status === 'closed' ? 'in_production' : 'waiting_payment' },
  rounds,
})

describe('kitchen tables', () => {
  it('Kitchen_ClosedTableWithRoundsToServeIsPaid', () => {
    expect(kitchenTableState(table(1, [round(1, 0)], 'closed'))).toBe('paid')
    expect(kitchenTableState(table(1, [round(1, 0)], 'paying'))).toBe('paying')
    expect(kitchenTableState(table(1, [round(1, 0)], 'open'))).toBe('dining')
  })

  it('Kitchen_RoundsAreShownInTheOrderTheyWereSent', () => {
    expect(roundsInOrder(table(1, [round(2, 20), round(1, 10), round(3, 30)])).map((r) => r.round)).toEqual([1, 2, 3])
  })

  it('Kitchen_BadgeCountsEveryRoundNotServedYet', () => {
    const tables = [table(1, [round(1, 0, 5), round(2, 10)]), table(2, [round(1, 0), round(2, 3)], 'closed'), table(3, [round(1, 0, 1)])]
    expect(unservedRoundCount(tables)).toBe(3)
    expect(unservedRoundCount(undefined)).toBe(0)
    expect(roundsToServe(tables[0]).map((r) => r.round)).toEqual([2])
  })

  it('Kitchen_TheTableWaitingLongestComesFirstAndServedTablesLast', () => {
    const served = table(1, [round(1, 0, 5)])
    const recent = table(2, [round(1, 50)])
    const oldest = table(3, [round(1, 1, 2), round(2, 10)])
    const alsoServed = table(4, [round(1, 0, 9)])
    expect(kitchenOrder([served, recent, oldest, alsoServed]).map((t) => t.sessionId)).toEqual([3, 2, 1, 4])
  })

  it('Kitchen_TimeSinceSentInMinutesThenHours', () => {
    expect(elapsedSince(1000, 1000 + 59_000)).toEqual({ unit: 'now' })
    expect(elapsedSince(1000, 1000 - 5_000)).toEqual({ unit: 'now' })
    expect(elapsedSince(0, 7 * MIN + 30_000)).toEqual({ unit: 'minutes', minutes: 7 })
    expect(elapsedSince(0, 59 * MIN)).toEqual({ unit: 'minutes', minutes: 59 })
    expect(elapsedSince(0, 75 * MIN)).toEqual({ unit: 'hours', hours: 1, minutes: 15 })
  })

  it('Kitchen_RoundWaitingFifteenMinutesIsLateUntilServed', () => {
    expect(isRoundLate(round(1, 0), 14 * MIN)).toBe(false)
    expect(isRoundLate(round(1, 0), 15 * MIN)).toBe(true)
    expect(isRoundLate(round(1, 0, 20 * MIN), 30 * MIN)).toBe(false)
  })

  it('Kitchen_NewRoundHighlightMatchesTheOpenTableOnly', () => {
    const highlighted = new Set([tableRoundKey('A3', 2)])
    const open = table(7, [round(1, 0, 1), round(2, 5)], 'open', 'A3')
    expect(isNewRound(open, open.rounds[1], highlighted)).toBe(true)
    expect(isNewRound(open, open.rounds[0], highlighted)).toBe(false)
    // An earlier visit's table A3, paid and still waiting for its own round 2.
    const earlier = table(5, [round(1, 0, 1), round(2, 2)], 'closed', 'A3')
    expect(isNewRound(earlier, earlier.rounds[1], highlighted)).toBe(false)
    // Served since: no longer new.
    const served = table(7, [round(2, 5, 6)], 'open', 'A3')
    expect(isNewRound(served, served.rounds[0], highlighted)).toBe(false)
  })

  it('Kitchen_LargeRoundAwaitingConfirmationOnlyAtAnOpenTable', () => {
    expect(isAwaitingConfirmation({ ...table(1, []), awaitingConfirmation: true })).toBe(true)
    expect(isAwaitingConfirmation(table(1, []))).toBe(false)
    expect(isAwaitingConfirmation({ ...table(1, [], 'paying'), awaitingConfirmation: true })).toBe(false)
  })

  it('Kitchen_TablesAwaitingConfirmationComeAfterRoundsToServeAndBeforeServedTables', () => {
    const served = table(1, [round(1, 0, 5)])
    const asking = { ...table(2, []), awaitingConfirmation: true }
    const cooking = table(3, [round(1, 40)])
    const askingAndCooking = { ...table(4, [round(1, 10)]), awaitingConfirmation: true }
    expect(kitchenOrder([served, asking, cooking, askingAndCooking]).map((t) => t.sessionId)).toEqual([4, 3, 2, 1])
  })
})
