import { useTranslation } from 'react-i18next'
import s from './LevelBadge.module.css'

/** How far `growth` has come towards `threshold`, 0 to 100 (100 when there is no next level). */
export function progressPercent(growth: number, threshold: number | null): number {
  if (threshold === null || threshold <= 0) return 100
  return Math.max(0, Math.min(100, Math.floor((growth / threshold) * 100)))
}

/** The bar of a member's growth towards the next level. `tone` "light" draws it on a hero. */
export function LevelProgress({ growth, threshold, tone }: { growth: number; threshold: number | null; tone: 'light' | 'plain' }) {
  const { t } = useTranslation()
  const percent = progressPercent(growth, threshold)
  return (
    <span
      className={`${s.bar} ${tone === 'light' ? s.barLight : s.barPlain}`}
      role="progressbar"
      aria-label={t('level.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className={s.barFill} style={{ width: `${percent}%` }} />
    </span>
  )
}
