import { describe, expect, it } from 'vitest'
import { MONDAY_1_DEC_2025_HK, task } from '../test/taskFixtures'
import { featuredTasks, isHongKongMidnight, periodStartsAgainAt, periodWords, progressPercent, resetDay, rewardWords } from './taskWords'

const HOUR = 3_600_000
const DAY = 24 * HOUR

describe('task periods in words', () => {
  it('HongKongMidnight_IsSixteenHundredUtc', () => {
    expect(isHongKongMidnight(MONDAY_1_DEC_2025_HK)).toBe(true)
    expect(isHongKongMidnight(Date.UTC(2025, 11, 1))).toBe(false)
    expect(isHongKongMidnight(MONDAY_1_DEC_2025_HK + 1)).toBe(false)
  })

  it('AWeekStartsAgainOnMonday_AMonthOnThe1st_ADayAtAnyMidnight', () => {
    expect(periodStartsAgainAt('week', MONDAY_1_DEC_2025_HK)).toBe(true)
    expect(periodStartsAgainAt('week', MONDAY_1_DEC_2025_HK + DAY)).toBe(false)
    expect(periodStartsAgainAt('month', MONDAY_1_DEC_2025_HK)).toBe(true)
    expect(periodStartsAgainAt('month', MONDAY_1_DEC_2025_HK + DAY)).toBe(false)
    expect(periodStartsAgainAt('day', MONDAY_1_DEC_2025_HK + 3 * DAY)).toBe(true)
    expect(periodStartsAgainAt('once', MONDAY_1_DEC_2025_HK)).toBe(false)
  })

  it('Week_SaysThisWeek_StartingAgainMondayAtMidnight', () => {
    const words = periodWords(task({ period: 'week', periodEndsAt: MONDAY_1_DEC_2025_HK }), 'en')
    expect(words).toEqual({ key: 'tasks.period.week', values: { date: 'Mon, 1 Dec' } })
    expect(periodWords(task({ period: 'week', periodEndsAt: MONDAY_1_DEC_2025_HK }), 'zh-HK').values).toEqual({ date: resetDay(MONDAY_1_DEC_2025_HK, 'zh-HK') })
    expect(resetDay(MONDAY_1_DEC_2025_HK, 'zh-HK')).toMatch(/^12月1日星期一$/)
  })

  it('Day_SaysTodayUntilMidnight_Month_SaysTheFirstOfTheNextMonth', () => {
    expect(periodWords(task({ period: 'day', periodEndsAt: MONDAY_1_DEC_2025_HK + 2 * DAY }), 'en')).toEqual({ key: 'tasks.period.day', values: {} })
    const firstOfJanuary = Date.UTC(2025, 11, 31, 16)
    expect(periodWords(task({ period: 'month', periodEndsAt: firstOfJanuary }), 'en')).toEqual({ key: 'tasks.period.month', values: { date: 'Thu, 1 Jan' } })
  })

  it('Once_ShowsTheLastDay_AMidnightEndIsTheDayBefore_AnotherEndItsTime', () => {
    expect(periodWords(task({ period: 'once', periodEndsAt: MONDAY_1_DEC_2025_HK }), 'zh-HK')).toEqual({ key: 'tasks.period.once', values: { date: '2025.11.30' } })
    expect(periodWords(task({ period: 'once', periodEndsAt: MONDAY_1_DEC_2025_HK + 14 * HOUR + 5 * 60_000 }), 'zh-HK')).toEqual({ key: 'tasks.period.once', values: { date: '2025.12.01 14:05' } })
  })

  it('APeriodicTaskEndingBeforeItsPeriodStartsAgain_SaysWhenItEnds', () => {
    // A weekly task whose window closes on a Thursday afternoon: the server gives the task's end.
    const thursday = MONDAY_1_DEC_2025_HK + 3 * DAY + 18 * HOUR
    expect(periodWords(task({ period: 'week', periodEndsAt: thursday }), 'zh-HK')).toEqual({ key: 'tasks.period.ends', values: { date: '2025.12.04 18:00' } })
    // Ending at a Wednesday midnight: the last day is the Tuesday.
    expect(periodWords(task({ period: 'week', periodEndsAt: MONDAY_1_DEC_2025_HK + 2 * DAY }), 'zh-HK')).toEqual({ key: 'tasks.period.ends', values: { date: '2025.12.02' } })
  })
})

describe('task rewards in words', () => {
  it('Points_ArePlusThePointsGrouped_ACouponIsItsName_OrACouponWithoutOne', () => {
    expect(rewardWords({ kind: 'points', points: 1200, couponName: null })).toEqual({ key: 'tasks.reward.points', values: { points: '1,200' } })
    expect(rewardWords({ kind: 'coupon', points: 0, couponName: '$20 現金券' })).toEqual({ key: 'tasks.reward.coupon', values: { name: '$20 現金券' } })
    expect(rewardWords({ kind: 'coupon', points: 0, couponName: null })).toEqual({ key: 'tasks.reward.couponPlain', values: {} })
  })
})

describe('the Rewards tab summary', () => {
  it('FeaturedTasks_ClaimableFirst_ThenUnderWay_ThenClaimed_AtMostThree_KeepingTheBrandsOrder', () => {
    const list = [
      task({ id: 1, state: 'claimed' }),
      task({ id: 2, state: 'doing' }),
      task({ id: 3, state: 'claimable' }),
      task({ id: 4, state: 'doing' }),
      task({ id: 5, state: 'claimable' }),
    ]
    expect(featuredTasks(list).map((item) => item.id)).toEqual([3, 5, 2])
    expect(featuredTasks(list, 5).map((item) => item.id)).toEqual([3, 5, 2, 4, 1])
    expect(featuredTasks([])).toEqual([])
  })

  it('Progress_IsAShareOfTheTarget_Capped', () => {
    expect(progressPercent(2, 5)).toBe(40)
    expect(progressPercent(7, 5)).toBe(100)
    expect(progressPercent(0, 0)).toBe(100)
  })
})
