import { afterEach, describe, expect, it } from 'vitest'
import type { ServerCartLine } from '../../api/cart'
import { emptyTable } from './tableFixtures'
import { myRoundAsk, rememberRoundAsk, roundConfirmState, sendOutcome, unconfirmedFingerprint } from './roundConfirm'

const line = (id: number, num: number, memo = ''): ServerCartLine => ({ id, goods_id: 20001, num, memo }) as ServerCartLine

const table = emptyTable

const large = [line(1, 12), line(2, 9, '走冰')]

describe('large rounds need a second diner', () => {
  afterEach(() => sessionStorage.clear())

  it('LargeRound_AnsweredWithRoundZeroWaitsForConfirmation', () => {
    expect(sendOutcome(table({ unconfirmed: large, awaitingConfirmation: true, round: 0 }))).toEqual({ kind: 'awaiting', count: 21 })
    expect(sendOutcome(table({ rounds: [{ round: 1, items: large }], round: 1, awaitingConfirmation: false }))).toEqual({ kind: 'sent', round: 1 })
    // An older server without the field: the round it answered.
    expect(sendOutcome(table({ rounds: [{ round: 1, items: large }, { round: 2, items: [] }] }))).toEqual({ kind: 'sent', round: 2 })
  })

  it('LargeRound_FingerprintChangesWithAnyQuantityOrMemo', () => {
    const base = unconfirmedFingerprint(table({ unconfirmed: large }))
    expect(unconfirmedFingerprint(table({ unconfirmed: [...large].reverse() }))).toBe(base)
    expect(unconfirmedFingerprint(table({ unconfirmed: [line(1, 13), line(2, 9, '走冰')] }))).not.toBe(base)
    expect(unconfirmedFingerprint(table({ unconfirmed: [line(1, 12), line(2, 9, '少冰')] }))).not.toBe(base)
    expect(unconfirmedFingerprint(undefined)).toBe('')
  })

  it('LargeRound_TheAskerWaitsAndEveryoneElseConfirms', () => {
    const waiting = table({ unconfirmed: large, awaitingConfirmation: true })
    expect(roundConfirmState(waiting, null)).toBe('toConfirm')
    expect(roundConfirmState(waiting, unconfirmedFingerprint(waiting))).toBe('askedByMe')
    // A change since my ask voided it; this is someone else's ask of other dishes.
    expect(roundConfirmState(waiting, unconfirmedFingerprint(table({ unconfirmed: [line(1, 30)] })))).toBe('toConfirm')
    expect(roundConfirmState(table({ unconfirmed: large }), unconfirmedFingerprint(waiting))).toBe('none')
    expect(roundConfirmState(table({ awaitingConfirmation: true }), null)).toBe('none')
    expect(roundConfirmState(undefined, null)).toBe('none')
  })

  it('LargeRound_TheServerSaysWhoseAskItIsWhenItKnowsTheCaller', () => {
    const waiting = table({ unconfirmed: large, awaitingConfirmation: true })
    expect(roundConfirmState({ ...waiting, askedByYou: true }, null)).toBe('askedByMe')
    expect(roundConfirmState({ ...waiting, askedByYou: false }, unconfirmedFingerprint(waiting))).toBe('toConfirm')
  })

  it('LargeRound_MyAskIsRememberedPerTableForTheVisit', () => {
    const waiting = table({ unconfirmed: large, awaitingConfirmation: true })
    expect(myRoundAsk(1007, 'A1')).toBeNull()
    rememberRoundAsk(1007, 'A1', waiting)
    expect(myRoundAsk(1007, 'A1')).toBe(unconfirmedFingerprint(waiting))
    expect(myRoundAsk(1007, 'A2')).toBeNull()
    expect(JSON.parse(sessionStorage.getItem('qsr.tableRoundAsks') ?? '{}')).toEqual({ '1007:A1': unconfirmedFingerprint(waiting) })
  })
})
