import { useTranslation } from 'react-i18next'
import s from './UnreadBadge.module.css'

/** The badge's words: the count, capped as "99+"; nothing at zero. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null
  return count > 99 ? '99+' : String(count)
}

/** An unread count as a red pill, announced in words ("3 unread"); nothing at zero. */
export function UnreadBadge({ count, testId }: { count: number; testId?: string }) {
  const { t } = useTranslation()
  const text = badgeText(count)
  if (!text) return null
  return (
    <span className={s.badge} data-testid={testId}>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{t('messages.badge', { count })}</span>
    </span>
  )
}
