import type { Task, TaskReward, TaskState } from '../api/tasks'
import { dateLocale, formatDate, formatDateTime, formatPoints } from '../ui/format'

/**
 * How a task is put in words wherever it shows (the task centre, the Rewards tab): the period it
 * counts in and when that starts again, and its reward (i18n keys under `tasks`). Pure functions,
 * no React. The Hong Kong calendar is the server's: days turn at midnight UTC+8, weeks on Monday.
 */

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const HONG_KONG_OFFSET_MS = 8 * HOUR_MS

/** The moment's Hong Kong calendar fields (read with the UTC getters). */
const hongKong = (at: number) => new Date(at + HONG_KONG_OFFSET_MS)

export function isHongKongMidnight(at: number): boolean {
  return (((at + HONG_KONG_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS === 0
}

/**
 * Whether `periodEndsAt` is where the period starts again (a Hong Kong midnight; a Monday for a
 * week, the 1st for a month) rather than the task's own end, which the server gives instead when
 * it comes first.
 */
export function periodStartsAgainAt(period: string, at: number): boolean {
  if (!isHongKongMidnight(at)) return false
  if (period === 'day') return true
  if (period === 'week') return hongKong(at).getUTCDay() === 1
  if (period === 'month') return hongKong(at).getUTCDate() === 1
  return false
}

/** The day a period starts again, with its weekday: "12月7日星期一", "Mon, 7 Dec". */
export function resetDay(at: number, lang: string): string {
  const en = lang === 'en'
  return new Intl.DateTimeFormat(dateLocale(lang), { timeZone: 'Asia/Hong_Kong', month: en ? 'short' : 'long', day: 'numeric', weekday: en ? 'short' : 'long' }).format(at)
}

/** An end as people read it: a Hong Kong midnight is the end of the day before (2027.11.27), another moment with its time. */
function endWords(at: number, lang: string): string {
  return isHongKongMidnight(at) ? formatDate(at - 1, lang) : formatDateTime(at, lang)
}

/**
 * The period in words: "today, starts again at midnight", "this week, starts again Monday 7 Dec
 * 00:00", "this month, starts again 1 Jan 00:00"; a task done once shows its last day, and a
 * periodic task ending before its period would start again says when it ends.
 */
export function periodWords(task: Pick<Task, 'period' | 'periodEndsAt'>, lang: string) {
  const at = task.periodEndsAt
  if (task.period === 'once') return { key: 'tasks.period.once', values: { date: endWords(at, lang) } } as const
  if (!periodStartsAgainAt(task.period, at)) return { key: 'tasks.period.ends', values: { date: endWords(at, lang) } } as const
  if (task.period === 'day') return { key: 'tasks.period.day', values: {} } as const
  return { key: task.period === 'week' ? 'tasks.period.week' : 'tasks.period.month', values: { date: resetDay(at, lang) } } as const
}

const YEAR_MS = 365 * DAY_MS

/**
 * "On until 31 Dec" (活動至 12月31日): the task's own end, for a task that starts again each
 * period (a task done once, or one whose period ends with the task, already says when it ends in
 * its period words). Only an end within a year is named, and none that has passed; its year is
 * said when it is not this year's (a day a year away would read as today's otherwise). A Hong
 * Kong midnight is the end of the day before.
 */
export function endsWords(task: Pick<Task, 'period' | 'periodEndsAt' | 'endsAt'>, now: number, lang: string) {
  const at = task.endsAt
  if (!Number.isFinite(at) || at <= now || at - now > YEAR_MS) return null
  if (task.period === 'once' || !periodStartsAgainAt(task.period, task.periodEndsAt)) return null
  const en = lang === 'en'
  const lastDay = isHongKongMidnight(at) ? at - 1 : at
  const otherYear = hongKong(lastDay).getUTCFullYear() !== hongKong(now).getUTCFullYear()
  const date = new Intl.DateTimeFormat(dateLocale(lang), {
    timeZone: 'Asia/Hong_Kong',
    year: otherYear ? 'numeric' : undefined,
    month: en ? 'short' : 'long',
    day: 'numeric',
  }).format(lastDay)
  return { key: 'tasks.endsOn', values: { date } } as const
}

/** "+20 points", or the coupon's name ("a coupon" when it has none). */
export function rewardWords(reward: TaskReward) {
  if (reward.kind === 'points') return { key: 'tasks.reward.points', values: { points: formatPoints(reward.points) } } as const
  return reward.couponName ? ({ key: 'tasks.reward.coupon', values: { name: reward.couponName } } as const) : ({ key: 'tasks.reward.couponPlain', values: {} } as const)
}

const STATE_ORDER: Record<TaskState, number> = { claimable: 0, doing: 1, claimed: 2 }

/** The few tasks a summary shows: the ones to claim first, then those under way, then the claimed; the brand's order within each. */
export function featuredTasks<T extends Pick<Task, 'state'>>(tasks: readonly T[], count = 3): T[] {
  const rank = (task: T) => STATE_ORDER[task.state] ?? 1
  return tasks
    .map((task, index) => ({ task, index }))
    .sort((a, b) => rank(a.task) - rank(b.task) || a.index - b.index)
    .slice(0, count)
    .map(({ task }) => task)
}

/** The share of the target done, 0 to 100 (a target of 0 counts as done). */
export function progressPercent(progress: number, target: number): number {
  if (target <= 0) return 100
  return Math.max(0, Math.min(100, Math.floor((progress / target) * 100)))
}
