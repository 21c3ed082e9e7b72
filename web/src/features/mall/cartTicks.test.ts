import { describe, expect, it } from 'vitest'
import { lineIdsParam, parseLineIds, tick, tickAll, tickedLines, type CartTicks } from './cartTicks'

const none: CartTicks = { memberId: null, unticked: [] }

describe('mall cart ticks', () => {
  it('EveryLineIsTicked_UntilTheMemberUnticksIt_AndALineAddedLaterComesTicked', () => {
    expect(tickedLines([7, 8], none, 1)).toEqual([7, 8])
    const ticks = tick(none, 1, [7, 8], 8, false)
    expect(tickedLines([7, 8], ticks, 1)).toEqual([7])
    expect(tickedLines([7, 8, 9], ticks, 1)).toEqual([7, 9])
    expect(tickedLines([7, 8], tick(ticks, 1, [7, 8], 8, true), 1)).toEqual([7, 8])
  })

  it('SelectAll_TicksEveryLineOrNone', () => {
    expect(tickedLines([7, 8], tickAll(1, [7, 8], false), 1)).toEqual([])
    expect(tickedLines([7, 8], tickAll(1, [7, 8], true), 1)).toEqual([7, 8])
  })

  it('AnotherMembersTicks_DoNotCarryOver_AndLinesGoneAreForgotten', () => {
    const ticks = tick(none, 1, [7, 8], 7, false)
    expect(tickedLines([7, 8], ticks, 2)).toEqual([7, 8])
    expect(tick(ticks, 1, [8], 8, false).unticked).toEqual([8])
  })

  it('TheConfirmPagesAddress_NamesTheTickedLines_AndNothingElse', () => {
    expect(lineIdsParam([7, 8])).toBe('7,8')
    expect(parseLineIds('7,8,7')).toEqual([7, 8])
    expect(parseLineIds(null)).toBeNull()
    expect(parseLineIds('7,x')).toBeNull()
    expect(parseLineIds('0')).toBeNull()
  })
})
