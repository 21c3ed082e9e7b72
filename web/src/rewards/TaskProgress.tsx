import { useTranslation } from 'react-i18next'
import type { Task } from '../api/tasks'
import { progressPercent } from './taskWords'
import s from './TaskProgress.module.css'

/**
 * A task's progress: a bar named after the task ("Complete your profile: progress") whose value
 * reads "2 of 5", and the count "2 / 5" beside it.
 */
export function TaskProgress({ task }: { task: Pick<Task, 'title' | 'progress' | 'target'> }) {
  const { t } = useTranslation()
  const done = Math.min(task.progress, task.target)
  return (
    <div className={s.progress}>
      <span
        className={s.bar}
        role="progressbar"
        aria-label={t('tasks.progressLabel', { title: task.title })}
        aria-valuemin={0}
        aria-valuemax={task.target}
        aria-valuenow={done}
        aria-valuetext={t('tasks.progressValue', { progress: done, target: task.target })}
      >
        <span className={s.fill} style={{ width: `${progressPercent(done, task.target)}%` }} />
      </span>
      <span className={s.count} aria-hidden="true" data-testid="task-progress">
        {done} / {task.target}
      </span>
    </div>
  )
}
