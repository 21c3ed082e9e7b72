import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { errorMessage } from '../api/client'
import { useDrawActivities } from '../api/draws'
import { PAGE, pageUrl } from '../app/pagePaths'
import { EmptyView, ErrorView, ListSkeleton } from '../ui/PageStates'
import { activityUrl } from './activityLinks'
import { ActivityCard } from './ActivityCard'
import c from './ActivityCard.module.css'
import s from './ActivitiesSection.module.css'

interface Props {
  /** The section's own heading (the Rewards tab); the activities page has it in its header. */
  heading?: boolean
  /** A way on from the empty state (the Rewards tab: the voucher centre). */
  emptyAction?: ReactNode
}

/**
 * The lucky draws and blind boxes running or coming, by the brand's order, as cards that open
 * them; links to the member's prizes and draws. A section, so the Rewards tab can hold others.
 */
export function ActivitiesSection({ heading = true, emptyAction }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const activities = useDrawActivities()
  const list = activities.data?.list ?? []
  return (
    <section className={s.section} aria-labelledby={heading ? 'draw-activities-title' : undefined} aria-label={heading ? undefined : t('draws.sectionTitle')} data-testid="draw-activities">
      {heading && (
        <h2 className={s.title} id="draw-activities-title">
          {t('draws.sectionTitle')}
        </h2>
      )}
      <div className={s.links}>
        <button type="button" className={s.link} onClick={() => navigate(pageUrl(PAGE.prizeList))} data-testid="draw-my-prizes">
          {t('draws.myPrizes')}
        </button>
        <button type="button" className={s.link} onClick={() => navigate(pageUrl(PAGE.lotteryRecords))} data-testid="draw-my-records">
          {t('draws.myRecords')}
        </button>
      </div>
      {activities.isPending && <ListSkeleton rows={3} label={t('draws.loadingActivities')} />}
      {/* A failed refresh of a list already shown only toasts (the query client). */}
      {activities.isError && !activities.data && <ErrorView message={errorMessage(activities.error)} onRetry={() => void activities.refetch()} />}
      {activities.data && list.length === 0 && <EmptyView title={t('draws.listEmpty')} description={t('draws.listEmptyHint')} action={emptyAction} />}
      {list.length > 0 && (
        <ul className={c.list}>
          {list.map((activity) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} onOpen={(target) => navigate(activityUrl(target))} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
