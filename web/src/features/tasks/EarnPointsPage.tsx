import { useTranslation } from 'react-i18next'
import { TaskListScreen } from './TaskListScreen'

/** member/pages/activities/earnPoints/index (anyone): the task centre's list, titled "earn points". */
export default function EarnPointsPage() {
  const { t } = useTranslation()
  return <TaskListScreen title={t('tasks.earnPointsTitle')} />
}
