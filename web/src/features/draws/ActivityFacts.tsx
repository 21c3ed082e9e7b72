import { useTranslation } from 'react-i18next'
import type { DrawActivity } from '../../api/draws'
import { useLanguage } from '../../i18n'
import { stateKey, stateTone } from '../../rewards/drawWords'
import { KindBadge } from '../../rewards/KindBadge'
import { formatDateTime } from '../../ui/format'
import { StateTag } from '../../ui/StateTag'
import s from './draws.module.css'

/** Under the page's title: the activity's kind, where it stands, and when it runs. */
export function ActivityFacts({ activity }: { activity: DrawActivity }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <div className={s.facts} data-testid="draw-facts">
      <KindBadge kind={activity.kind} />
      <StateTag tone={stateTone(activity.state)} data-testid="draw-state" data-state={activity.state}>
        {t(stateKey(activity.state))}
      </StateTag>
      <span className={s.dates}>{t('draws.dates', { from: formatDateTime(activity.startsAt, lang), to: formatDateTime(activity.endsAt, lang) })}</span>
    </div>
  )
}
