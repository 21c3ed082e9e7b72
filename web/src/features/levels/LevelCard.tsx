import { useTranslation } from 'react-i18next'
import type { MemberLevelDef } from '../../api/levels'
import { LevelDot } from '../../ui/LevelBadge'
import { readableRate } from './levelFacts'
import s from './levels.module.css'

/** One of the brand's levels: what reaches it, how long it lasts, what it gives. */
export function LevelCard({ level, current }: { level: MemberLevelDef; current: boolean }) {
  const { t } = useTranslation()
  return (
    <li className={`${s.levelCard} ${current ? s.currentLevel : ''}`} data-testid="level-card" data-code={level.code}>
      <div className={s.levelHead}>
        <LevelDot color={level.color} />
        <h3 className={s.levelName}>{level.name}</h3>
        {current && <span className={s.youAreHere}>{t('level.youAreHere')}</span>}
      </div>
      <p className={s.levelMeta}>
        {level.threshold > 0 ? t('level.from', { growth: level.threshold.toLocaleString('en') }) : t('level.entry')}
        {' · '}
        {level.validityDays > 0 ? t('level.validity', { days: level.validityDays }) : t('level.validityForever')}
        {' · '}
        {t('level.earnRate', { rate: readableRate(level.earnRate) })}
      </p>
      {level.benefits.length > 0 && (
        <ul className={s.benefits}>
          {level.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
    </li>
  )
}
