import { useTranslation } from 'react-i18next'
import type { DrawActivityDetail } from '../../api/draws'
import s from './draws.module.css'

/** The activity's limits in words, then the brand's own rules text. */
export function RulesCard({ activity }: { activity: DrawActivityDetail }) {
  const { t } = useTranslation()
  const limits = [
    activity.perOrder ? t('draws.rules.perOrder') : null,
    !activity.perOrder && activity.dailyLimit > 0 ? t('draws.rules.daily', { count: activity.dailyLimit }) : null,
    !activity.perOrder && activity.totalLimit > 0 ? t('draws.rules.total', { count: activity.totalLimit }) : null,
    activity.costPoints > 0 ? t('draws.rules.cost', { points: activity.costPoints.toLocaleString('en') }) : t('draws.rules.free'),
  ].filter((line): line is string => !!line)
  return (
    <section className={s.card} aria-labelledby="draw-rules-title">
      <h2 className={s.cardTitle} id="draw-rules-title">
        {t('draws.rules.title')}
      </h2>
      <ul className={s.ruleList}>
        {limits.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {activity.rules && (
        <p className={s.rulesText} data-testid="draw-rules">
          {activity.rules}
        </p>
      )}
    </section>
  )
}
