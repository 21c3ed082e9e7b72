import { RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { errorMessage } from '../api/client'
import { useTasks, type Task } from '../api/tasks'
import { PAGE, pageUrl } from '../app/pagePaths'
import { EmptyView, ErrorView, ListSkeleton } from '../ui/PageStates'
import { StateTag } from '../ui/StateTag'
import { TaskProgress } from './TaskProgress'
import { featuredTasks, rewardWords } from './taskWords'
import s from './TasksSection.module.css'

/** How many tasks the Rewards tab shows; the task centre has them all. */
export const FEATURED_TASKS = 3

/**
 * The Rewards tab's task summary: up to three running tasks (those to claim first) with their
 * reward and progress, and the way to the task centre, where they are done and claimed.
 */
export function TasksSection() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const tasks = useTasks()
  const list = tasks.data?.list ?? []
  const shown = featuredTasks(list, FEATURED_TASKS)
  return (
    <section className={s.section} aria-labelledby="tasks-section-title" data-testid="task-section">
      <div className={s.head}>
        <h2 className={s.title} id="tasks-section-title">
          {t('tasks.sectionTitle')}
        </h2>
        <button type="button" className={s.all} onClick={() => navigate(pageUrl(PAGE.taskCenter))} data-testid="task-section-all">
          {t('tasks.allTasks')}
          <RightOutline aria-hidden="true" />
        </button>
      </div>
      {tasks.isPending && <ListSkeleton rows={2} label={t('tasks.loading')} />}
      {tasks.isError && !tasks.data && <ErrorView message={errorMessage(tasks.error)} onRetry={() => void tasks.refetch()} />}
      {tasks.data && list.length === 0 && <EmptyView title={t('tasks.empty')} description={t('tasks.emptyHint')} />}
      {shown.length > 0 && (
        <ul className={s.list}>
          {shown.map((task) => (
            <TaskBrief key={task.id} task={task} />
          ))}
        </ul>
      )}
    </section>
  )
}

function TaskBrief({ task }: { task: Task }) {
  const { t } = useTranslation()
  const reward = rewardWords(task.reward)
  return (
    <li className={s.task} data-testid="task-brief" data-id={task.id} data-state={task.state}>
      <div className={s.taskHead}>
        <h3 className={s.taskTitle}>{task.title}</h3>
        {task.state === 'claimable' && <StateTag tone="progress">{t('tasks.state.claimable')}</StateTag>}
        {task.state === 'claimed' && <StateTag tone="done">{t('tasks.state.claimed')}</StateTag>}
      </div>
      <p className={s.reward}>{t(reward.key, reward.values)}</p>
      <TaskProgress task={task} />
    </li>
  )
}
