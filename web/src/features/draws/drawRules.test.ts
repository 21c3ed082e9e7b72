import { describe, expect, it } from 'vitest'
import type { DrawActivityDetail } from '../../api/draws'
import { blockMessage, chancesMessage, drawBlock, drawsLeft, type DrawContext } from './drawRules'

const live: Pick<DrawActivityDetail, 'id' | 'state' | 'allDrawn' | 'chances' | 'perOrder' | 'costPoints' | 'startsAt'> = {
  id: 3,
  state: 'live',
  allDrawn: false,
  perOrder: false,
  costPoints: 20,
  startsAt: 1764300000000,
  chances: { todayLeft: 3, totalLeft: null, balance: 100 },
}
const member: DrawContext = { signedIn: true, times: 1, orderNo: null, order: null }

describe('which reason disables the draw button', () => {
  it('Member_WithChancesAndPoints_MayDraw', () => {
    expect(drawBlock(live, member)).toBeNull()
  })

  it('TheActivitysOwnState_ComesFirst_EvenForAVisitor', () => {
    const visitor = { ...member, signedIn: false }
    expect(drawBlock({ ...live, state: 'preview' }, visitor)).toBe('preview')
    expect(drawBlock({ ...live, state: 'upcoming' }, visitor)).toBe('notStarted')
    expect(drawBlock({ ...live, state: 'ended' }, visitor)).toBe('ended')
    expect(drawBlock({ ...live, state: 'paused' as never }, visitor)).toBe('ended')
    expect(drawBlock({ ...live, allDrawn: true }, visitor)).toBe('allDrawn')
  })

  it('AVisitor_OrAnActivityWithoutChances_IsAskedToSignIn', () => {
    expect(drawBlock(live, { ...member, signedIn: false })).toBe('signIn')
    expect(drawBlock({ ...live, chances: null }, member)).toBe('signIn')
  })

  it('Chances_NoneLeftInAll_BeforeNoneLeftToday', () => {
    expect(drawBlock({ ...live, chances: { todayLeft: 0, totalLeft: 0, balance: 100 } }, member)).toBe('noneLeft')
    expect(drawBlock({ ...live, chances: { todayLeft: 0, totalLeft: 5, balance: 100 } }, member)).toBe('noChancesToday')
    expect(drawBlock({ ...live, chances: { todayLeft: null, totalLeft: null, balance: 100 } }, member)).toBeNull()
  })

  it('AMultiDraw_NeedsThatManyChancesAndPoints', () => {
    const five = { ...member, times: 5 }
    expect(drawBlock({ ...live, chances: { todayLeft: null, totalLeft: 3, balance: 1000 } }, five)).toBe('notEnoughChances')
    expect(drawBlock({ ...live, chances: { todayLeft: 4, totalLeft: null, balance: 1000 } }, five)).toBe('notEnoughChances')
    expect(drawBlock({ ...live, chances: { todayLeft: null, totalLeft: 5, balance: 99 } }, five)).toBe('notEnoughPoints')
    expect(drawBlock({ ...live, chances: { todayLeft: null, totalLeft: 5, balance: 100 } }, five)).toBeNull()
  })

  it('Points_ShortOfOneDraw_Block_AndAFreeDrawNeedsNone', () => {
    expect(drawBlock({ ...live, chances: { todayLeft: 3, totalLeft: null, balance: 19 } }, member)).toBe('notEnoughPoints')
    expect(drawBlock({ ...live, costPoints: 0, chances: { todayLeft: 3, totalLeft: null, balance: 0 } }, member)).toBeNull()
  })

  it('APerOrderActivity_NeedsItsPaidOrder_NotDrawnYet_AndIgnoresChances', () => {
    const perOrder = { ...live, perOrder: true, costPoints: 0, chances: { todayLeft: 0, totalLeft: 0, balance: 0 } }
    expect(drawBlock(perOrder, member)).toBe('needsOrder')
    const withOrder = { ...member, orderNo: 'Q1' }
    expect(drawBlock(perOrder, withOrder)).toBeNull() // the order still being asked: the server decides
    expect(drawBlock(perOrder, { ...withOrder, order: { activity: { ...perOrder, kind: 'grid', title: '', image: '', dailyLimit: 0, totalLimit: 0, multiCount: 0, endsAt: 0 }, drawn: false } })).toBeNull()
    expect(drawBlock(perOrder, { ...withOrder, order: { activity: null, drawn: false } })).toBe('orderNotEligible')
    expect(drawBlock(perOrder, { ...withOrder, order: 'failed' })).toBe('orderNotEligible')
    expect(drawBlock(perOrder, { ...withOrder, order: { activity: { ...perOrder, kind: 'grid', title: '', image: '', dailyLimit: 0, totalLimit: 0, multiCount: 0, endsAt: 0 }, drawn: true } })).toBe('orderDrawn')
  })
})

describe('the reason in words', () => {
  const when = (at: number) => `@${at}`
  it('NamesTheStartTime_TheChancesLeft_AndThePointsShort', () => {
    expect(blockMessage('notStarted', live, 1, when)).toEqual({ key: 'draws.block.notStarted', values: { time: '@1764300000000' } })
    expect(blockMessage('notEnoughChances', { ...live, chances: { todayLeft: 4, totalLeft: 2, balance: 0 } }, 5, when)).toEqual({ key: 'draws.block.notEnoughChances', values: { left: 2 } })
    expect(blockMessage('notEnoughPoints', { ...live, costPoints: 600, chances: { todayLeft: null, totalLeft: null, balance: 150 } }, 2, when)).toEqual({
      key: 'draws.block.notEnoughPoints',
      values: { short: '1,050' },
    })
    expect(blockMessage('noChancesToday', live, 1, when)).toEqual({ key: 'draws.block.noChancesToday', values: {} })
  })

  it('Chances_ReadAsTodayAndInAll_OrUnlimited_OrOnePerOrder', () => {
    expect(chancesMessage({ todayLeft: 2, totalLeft: 9 }, false)).toEqual({ key: 'draws.chances.both', values: { today: 2, total: 9 } })
    expect(chancesMessage({ todayLeft: 2, totalLeft: null }, false)).toEqual({ key: 'draws.chances.today', values: { today: 2 } })
    expect(chancesMessage({ todayLeft: null, totalLeft: 9 }, false)).toEqual({ key: 'draws.chances.total', values: { total: 9 } })
    expect(chancesMessage({ todayLeft: null, totalLeft: null }, false)).toEqual({ key: 'draws.chances.unlimited', values: {} })
    expect(chancesMessage({ todayLeft: null, totalLeft: null }, true)).toEqual({ key: 'draws.chances.perOrder', values: {} })
    expect(drawsLeft({ todayLeft: 3, totalLeft: 1 })).toBe(1)
    expect(drawsLeft({ todayLeft: null, totalLeft: null })).toBeNull()
  })
})
