import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { isMemberWithPhone, useSession } from '../../api/session'
import { useTasks } from '../../api/tasks'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { WishesLink } from '../../rewards/WishesLink'
import l from '../../ui/LedgerPage.module.css'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { TaskCard } from './TaskCard'
import s from './tasks.module.css'

/**
 * The running tasks with the member's progress and a button each; a visitor sees them too, with
 * one invitation to sign in instead of the buttons. The task centre and "earn points" are this
 * screen under two titles. A running collect-wishes campaign is a tap away above the list.
 */
export function TaskListScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const signedIn = isMemberWithPhone(useSession())
  const tasks = useTasks()
  const list = tasks.data?.list ?? []
  return (
    <div className={s.page}>
      <PageHeader title={title} homePath={`/${PAGE.collectPrice}`} />
      <div className={s.body}>
        {signedIn ? (
          <p className={s.intro}>{t('tasks.intro')}</p>
        ) : (
          <section className={l.balanceCard} data-testid="task-sign-in">
            <p className={s.promptText}>{t('tasks.signInPrompt')}</p>
            <div className={l.cardActions}>
              <button type="button" className={l.cardLink} onClick={() => navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))}>
                {t('tasks.signIn')}
              </button>
            </div>
          </section>
        )}
        {/* Collecting cards is the other thing orders earn: the way there while a campaign runs. */}
        <WishesLink />
        {tasks.isPending && <ListSkeleton rows={4} label={t('tasks.loading')} />}
        {!tasks.data && <QueryError query={tasks} />}
        {tasks.data && list.length === 0 && <EmptyView title={t('tasks.empty')} description={t('tasks.emptyHint')} />}
        {list.length > 0 && (
          <ul className={s.list} data-testid="tasks">
            {list.map((task) => (
              <TaskCard key={task.id} task={task} signedIn={signedIn} />
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
