import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { request } from './client'
import { COUPON_KEY } from './coupons'
import { useMemberId } from './session'

/**
 * The task centre (issue 19): tasks a member completes by what they do elsewhere (finished orders,
 * friends invited, a complete profile) and claims a reward for, once per period of the Hong Kong
 * calendar (days turn at midnight UTC+8, weeks start on Monday). Progress is the server's count;
 * titles come in the request's language; times are epoch ms.
 */

export type TaskKind = 'order' | 'invite' | 'profile' | 'review'
export type TaskPeriod = 'once' | 'day' | 'week' | 'month'
export type TaskState = 'doing' | 'claimable' | 'claimed'

export interface TaskReward {
  kind: 'points' | 'coupon'
  /** A points reward's points (0 for a coupon). */
  points: number
  /** A coupon reward's name; null for points. */
  couponName: string | null
}

export interface Task {
  id: number
  /** What counts; a kind the app does not know yet is shown without a way to do it. */
  kind: TaskKind | (string & {})
  title: string
  description: string
  target: number
  /** Capped at the target; 0 for a visitor. */
  progress: number
  period: TaskPeriod | (string & {})
  /** When this period's count starts again (a Hong Kong midnight), or the task's end when that comes first; a `once` task's end. */
  periodEndsAt: number
  /** The task's own end (epoch ms): after it the task is gone, whatever its period. */
  endsAt: number
  state: TaskState
  reward: TaskReward
  /** The coupon a claim gave, in the member's wallet. */
  couponCode: string | null
  claimedAt: number | null
}

/** Business codes of a refused claim (docs/API.md "Task centre"). */
export const TASK_ERROR = {
  notDone: 38001,
  notRunning: 38002,
} as const

export const fetchTasks = (lang: Language, signal?: AbortSignal) => request<{ list: Task[] }>('/v1/taskCenter/list', { lang, signal })
/** Claims a task's reward for this period; asking again answers the same claim. */
export const claimTask = (id: number, lang: Language) => request<Task>('/v1/taskCenter/claim', { method: 'POST', body: { id }, lang })

/** Under 'member' with the member (null: a visitor), so a sign-in reads the member's progress and logout drops it. */
const taskKey = (memberId: number | null) => ['member', memberId, 'tasks'] as const

export const taskQueries = {
  list: (memberId: number | null, lang: Language) =>
    queryOptions({
      queryKey: [...taskKey(memberId), 'list', lang] as const,
      queryFn: ({ signal }) => fetchTasks(lang, signal),
    }),
}

/** The running tasks, by the brand's order; a member's with their progress. */
export function useTasks() {
  return useQuery(taskQueries.list(useMemberId(), useLanguage()))
}

/**
 * Claims a task. The list takes the claimed task at once; the member's points and coupons are read
 * again. The page says what happened itself (the reward, or the server's refusal), so no toast.
 */
export function useClaimTask() {
  const client = useQueryClient()
  const memberId = useMemberId()
  const lang = useLanguage()
  return useMutation({
    mutationFn: (id: number) => claimTask(id, lang),
    onSuccess: (task) => {
      client.setQueryData(taskQueries.list(memberId, lang).queryKey, (old) => (old ? { list: old.list.map((item) => (item.id === task.id ? task : item)) } : old))
      void client.invalidateQueries({ queryKey: ['member'] })
      void client.invalidateQueries({ queryKey: COUPON_KEY })
    },
    // Refused (not done after all, or the task ended): the list is read again to show where it stands.
    onError: () => void client.invalidateQueries({ queryKey: taskKey(memberId) }),
    meta: { toast: false },
  })
}
