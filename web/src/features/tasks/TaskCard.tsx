import { Button } from 'antd-mobile'
import { BillOutline, CheckOutline, FlagOutline, TeamOutline, UserOutline } from 'antd-mobile-icons'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { errorMessage } from '../../api/client'
import { useClaimTask, type Task } from '../../api/tasks'
import { useLanguage } from '../../i18n'
import { TaskProgress } from '../../rewards/TaskProgress'
import { endsWords, periodWords, rewardWords } from '../../rewards/taskWords'
import { claimedCouponUrl, claimWords, taskAction } from './taskActions'
import s from './tasks.module.css'

const KIND_ICON: Readonly<Record<string, ReactNode>> = {
  order: <BillOutline />,
  profile: <UserOutline />,
  invite: <TeamOutline />,
}

type Outcome = { claimed: Task } | { error: string } | null

/**
 * One task in the task centre: what to do, its reward, the progress bar, the period in words (and
 * the task's own end when it is within a year) and its button (go and do it, claim, claimed). A
 * claim's outcome shows under it: the reward (with the coupon's way into the wallet) in a polite
 * live region, a refusal as the server words it.
 */
export function TaskCard({ task, signedIn }: { task: Task; signedIn: boolean }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const claim = useClaimTask()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const action = taskAction(task, signedIn)
  const reward = rewardWords(task.reward)
  const period = periodWords(task, lang)
  const ends = endsWords(task, Date.now(), lang)
  const titleId = `task-${task.id}-title`

  const claimIt = async () => {
    setOutcome(null)
    try {
      setOutcome({ claimed: await claim.mutateAsync(task.id) })
    } catch (error) {
      setOutcome({ error: errorMessage(error) })
    }
  }

  const claimed = outcome && 'claimed' in outcome ? outcome.claimed : null
  const couponUrl = claimed ? claimedCouponUrl(claimed) : null
  const said = claimed ? claimWords(claimed) : null

  return (
    <li className={s.card} data-testid="task" data-id={task.id} data-kind={task.kind} data-state={task.state}>
      <div className={s.head}>
        <span className={s.icon} aria-hidden="true">
          {KIND_ICON[task.kind] ?? <FlagOutline />}
        </span>
        <div className={s.text}>
          <h2 className={s.title} id={titleId}>
            {task.title}
          </h2>
          {task.description && <p className={s.description}>{task.description}</p>}
          <span className={s.reward} data-testid="task-reward">
            <span className="visually-hidden">{t('tasks.rewardLabel')} </span>
            {t(reward.key, reward.values)}
          </span>
        </div>
      </div>
      <TaskProgress task={task} />
      <div className={s.foot}>
        <div className={s.when}>
          <p className={s.period} data-testid="task-period">
            {t(period.key, period.values)}
          </p>
          {ends && (
            <p className={s.period} data-testid="task-ends">
              {t(ends.key, ends.values)}
            </p>
          )}
        </div>
        {action.kind === 'go' && (
          <Button shape="rounded" color="primary" fill="outline" className={s.action} onClick={() => navigate(action.to)} aria-describedby={titleId} data-testid="task-go">
            {t('tasks.go')}
          </Button>
        )}
        {action.kind === 'claim' && (
          <Button shape="rounded" color="primary" className={s.action} loading={claim.isPending} onClick={() => void claimIt()} aria-describedby={titleId} data-testid="task-claim">
            {t('tasks.claim')}
          </Button>
        )}
        {action.kind === 'claimed' && (
          <button type="button" className={s.claimedButton} disabled aria-describedby={titleId} data-testid="task-claimed">
            <CheckOutline aria-hidden="true" />
            {t('tasks.claimed')}
          </button>
        )}
      </div>
      {/* Always there, so screen readers hear what a claim gave as soon as it says it. */}
      <div role="status" aria-live="polite" className={claimed ? s.notice : undefined} data-testid="task-claim-result">
        {said && (
          <>
            <CheckOutline aria-hidden="true" className={s.noticeIcon} />
            <span className={s.noticeBody}>
              <span>{t(said.key, said.values)}</span>
              {couponUrl && (
                <Link to={couponUrl} className={s.noticeLink} data-testid="task-open-coupon">
                  {t('tasks.openCoupon')}
                </Link>
              )}
            </span>
          </>
        )}
      </div>
      {outcome && 'error' in outcome && (
        <p className={s.error} role="alert" data-testid="task-claim-error">
          {outcome.error}
        </p>
      )}
    </li>
  )
}
