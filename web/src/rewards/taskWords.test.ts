import { describe, expect, it } from 'vitest'
import { MONDAY_1_DEC_2025_HK, task } from '../test/taskFixtures'
import { endsWords, featuredTasks, isHongKongMidnight, periodStartsAgainAt, periodWords, progressPercent, resetDay, rewardWords } from './taskWords'

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

describe("a task's own end in words", () => {
  const NOW = Date.UTC(2025, 10, 28, 4) // Friday 28 November 2025, noon in Hong Kong
  const NEW_YEAR_HK = Date.UTC(2025, 11, 31, 16) // 1 January 2026 00:00 in Hong Kong
  const weekly = (endsAt: number) => task({ period: 'week', periodEndsAt: MONDAY_1_DEC_2025_HK, endsAt })

  it('EndWithinAYear_OfATaskThatStartsAgain_SaysOnUntilItsLastDay_AMidnightIsTheDayBefore', () => {
    expect(endsWords(weekly(NEW_YEAR_HK), NOW, 'zh-HK')).toEqual({ key: 'tasks.endsOn', values: { date: '12月31日' } })
    expect(endsWords(weekly(NEW_YEAR_HK), NOW, 'en')).toEqual({ key: 'tasks.endsOn', values: { date: '31 Dec' } })
  })

  it('EndInAnotherYear_SaysTheYear_SoADayAYearAwayIsNotReadAsThisYears', () => {
    expect(endsWords(weekly(NEW_YEAR_HK + 10 * HOUR), NOW, 'zh-CN')).toEqual({ key: 'tasks.endsOn', values: { date: '2026年1月1日' } })
    expect(endsWords(weekly(NEW_YEAR_HK + 10 * HOUR), NOW, 'en')).toEqual({ key: 'tasks.endsOn', values: { date: '1 Jan 2026' } })
    expect(endsWords(weekly(NOW + 364 * DAY), NOW, 'zh-HK')).toEqual({ key: 'tasks.endsOn', values: { date: '2026年11月27日' } })
  })

  it('EndMoreThanAYearAway_OrPassed_IsNotNamed', () => {
    expect(endsWords(weekly(NOW + 366 * DAY), NOW, 'zh-HK')).toBeNull()
    expect(endsWords(weekly(NOW - HOUR), NOW, 'zh-HK')).toBeNull()
    expect(endsWords(weekly(Number.NaN), NOW, 'zh-HK')).toBeNull()
  })

  it('TaskDoneOnce_OrWhosePeriodEndsWithTheTask_AlreadySaysItsEnd_SoNotTwice', () => {
    expect(endsWords(task({ period: 'once', periodEndsAt: NEW_YEAR_HK, endsAt: NEW_YEAR_HK }), NOW, 'zh-HK')).toBeNull()
    const endingMidWeek = MONDAY_1_DEC_2025_HK + 3 * DAY + 5 * HOUR
    expect(endsWords(task({ period: 'week', periodEndsAt: endingMidWeek, endsAt: endingMidWeek }), NOW, 'zh-HK')).toBeNull()
  })
})
