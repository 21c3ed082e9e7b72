import { useTranslation } from 'react-i18next'
import type { MyRightsCard } from '../../api/rights'
import { useLanguage } from '../../i18n'
import { formatDate } from '../../ui/format'
import p from './packs.module.css'

type Release = NonNullable<MyRightsCard['releases']>[number]

/**
 * An equity card's releases in date order, each with its coupon and where it stands (`stateOf`
 * names it: released, waiting, cancelled); released ones show the day they came.
 */
export function EquityReleases({ releases, stateOf, testId }: { releases: Release[]; stateOf: (r: Release) => string; testId?: string }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <ol className={p.timeline} data-testid={testId}>
      {releases.map((r) => (
        <li key={r.seq} className={p.step}>
          <span className={p.stepDate}>{formatDate(r.releasedAt ?? r.dueAt, lang)}</span>
          <span className={p.stepName}>{t('equity.releaseLine', { name: r.couponName, count: r.count })}</span>
          <span className={`${p.stepState} ${r.releasedAt ? p.stepDone : p.stepWaiting}`}>{stateOf(r)}</span>
        </li>
      ))}
    </ol>
  )
}
