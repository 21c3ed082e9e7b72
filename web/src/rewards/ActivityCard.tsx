import { useTranslation } from 'react-i18next'
import type { DrawActivity } from '../api/draws'
import { useLanguage } from '../i18n'
import { formatDate } from '../ui/format'
import { GoodsImage } from '../ui/GoodsImage'
import { StateTag } from '../ui/StateTag'
import { costWords, stateKey, stateTone } from './drawWords'
import { KindBadge } from './KindBadge'
import s from './ActivityCard.module.css'

/** One activity in a list: its picture, title, kind, where it stands, what a draw costs and its dates; opens it. */
export function ActivityCard({ activity, onOpen }: { activity: DrawActivity; onOpen: (activity: DrawActivity) => void }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const cost = costWords(activity.costPoints)
  return (
    <button type="button" className={s.card} onClick={() => onOpen(activity)} data-testid="draw-activity" data-id={activity.id} data-kind={activity.kind} data-state={activity.state}>
      <GoodsImage src={activity.image} className={s.image} lazy />
      <span className={s.text}>
        <span className={s.title}>{activity.title}</span>
        <span className={s.tags}>
          <KindBadge kind={activity.kind} />
          <StateTag tone={stateTone(activity.state)}>{t(stateKey(activity.state))}</StateTag>
        </span>
        <span className={s.cost}>
          {t(cost.key, cost.values)}
          {activity.perOrder && <span className={s.perOrder}> · {t('draws.perOrderShort')}</span>}
        </span>
        <span className={s.dates}>{t('draws.dates', { from: formatDate(activity.startsAt, lang), to: formatDate(activity.endsAt, lang) })}</span>
      </span>
    </button>
  )
}
