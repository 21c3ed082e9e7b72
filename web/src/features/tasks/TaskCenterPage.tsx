import { useTranslation } from 'react-i18next'
import { TaskListScreen } from './TaskListScreen'

/** member/pages/taskCenter/index (anyone; the Mine menu's "task centre"): every running task. */
export default function TaskCenterPage() {
  const { t } = useTranslation()
  return <TaskListScreen title={t('tasks.title')} />
}
