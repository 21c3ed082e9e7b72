import type { DrawActivity } from '../api/draws'
import { PAGE, pageUrl } from '../app/pagePaths'

/**
 * The page an activity opens on: a wheel or a grid on the activity page, a blind box on its own;
 * a per-order activity carries the order it was opened for.
 */
export function activityUrl(activity: Pick<DrawActivity, 'id' | 'kind'>, orderNo?: string | null): string {
  return pageUrl(activity.kind === 'blind_box' ? PAGE.blindBox : PAGE.activityDetail, { id: activity.id, orderNo })
}
