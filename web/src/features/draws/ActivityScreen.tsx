import { useTranslation } from 'react-i18next'
import { Navigate, useSearchParams } from 'react-router'
import { isDrawNotFound, useDrawActivity, type DrawActivityDetail } from '../../api/draws'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { ActivityBody } from './ActivityBody'
import { DrawGone } from './DrawGone'
import { PreviewBanner } from './PreviewBanner'
import s from './draws.module.css'

/** Which page shows the activity: the wheel or grid page, a blind box opened singly or several at once, the operators' preview. */
export type ActivityVariant = 'game' | 'blindBox' | 'multi' | 'preview'

/**
 * An activity's page (?id=, and &orderNo= for a per-order one): the header, then the activity, or
 * that it is gone, loading or failed. An activity opened on the wrong page for its kind moves to
 * its own (a blind box's link to the activity page, a wheel's to the blind box page, a multi-draw
 * of a box without one); the preview shows every kind itself.
 */
export function ActivityScreen({ variant }: { variant: ActivityVariant }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || null
  const orderNo = params.get('orderNo') || null
  const activity = useDrawActivity(id)
  const data = activity.data
  const gone = id === null || isDrawNotFound(activity.error)
  const moved = data ? pageFor(data, variant) : null
  if (moved) return <Navigate to={pageUrl(moved, { id, orderNo })} replace />
  return (
    <div className={s.page}>
      <PageHeader title={data?.title ?? t('draws.detailTitle')} homePath={`/${PAGE.collectPrice}`} />
      {variant === 'preview' && <PreviewBanner />}
      {gone && <DrawGone />}
      {!gone && !data && (
        <div className={s.body}>
          {activity.isPending && <ListSkeleton rows={3} />}
          <QueryError query={activity} />
        </div>
      )}
      {!gone && data && <ActivityBody activity={data} variant={variant} orderNo={orderNo} onRefused={() => void activity.refetch()} />}
    </div>
  )
}

/** The page this activity belongs on when it is not this one (null: here). */
function pageFor(activity: DrawActivityDetail, variant: ActivityVariant): string | null {
  if (variant === 'preview') return null
  const box = activity.kind === 'blind_box'
  if (variant === 'game') return box ? PAGE.blindBox : null
  if (!box) return PAGE.activityDetail
  return variant === 'multi' && activity.multiCount <= 1 ? PAGE.blindBox : null
}
