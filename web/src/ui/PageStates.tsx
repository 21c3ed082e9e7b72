import { Button, DotLoading, Skeleton } from 'antd-mobile'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import s from './PageStates.module.css'

/** spec 000 §2 and §9: the loading view shows only after 200 ms, so fast loads do not flash. */
export const LOADING_DELAY_MS = 200

export function LoadingView({ delayMs = LOADING_DELAY_MS, label }: { delayMs?: number; label?: string }) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(delayMs <= 0)
  useEffect(() => {
    if (delayMs <= 0) return
    const timer = setTimeout(() => setVisible(true), delayMs)
    return () => clearTimeout(timer)
  }, [delayMs])
  if (!visible) return null
  return (
    <div className={s.loading} role="status" aria-live="polite">
      <DotLoading color="primary" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  )
}

interface ErrorViewProps {
  message?: string
  onRetry?: () => void
  fullPage?: boolean
  /** Ways out besides retrying (back, home): a page that cannot load must not be a dead end. */
  ways?: ReactNode
}

export function ErrorView({ message, onRetry, fullPage, ways }: ErrorViewProps) {
  const { t } = useTranslation()
  return (
    <div className={fullPage ? `${s.state} ${s.fullPage}` : s.state} role="alert">
      <StateIllustration kind="error" />
      <h2 className={s.title}>{t('common.loadFailed')}</h2>
      <p className={s.text}>{message ?? t('common.loadFailedHint')}</p>
      {onRetry && (
        <Button color="primary" shape="rounded" className={s.action} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
      {ways && <div className={s.ways}>{ways}</div>}
    </div>
  )
}

interface EmptyViewProps {
  title: string
  description?: string
  action?: ReactNode
  fullPage?: boolean
}

export function EmptyView({ title, description, action, fullPage }: EmptyViewProps) {
  return (
    <div className={fullPage ? `${s.state} ${s.fullPage}` : s.state}>
      <StateIllustration kind="empty" />
      <h2 className={s.title}>{title}</h2>
      {description && <p className={s.text}>{description}</p>}
      {action && <div className={s.action}>{action}</div>}
    </div>
  )
}

/** Placeholder cards while a list loads. */
export function ListSkeleton({ rows = 4, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation()
  return (
    <div className={s.skeletons} role="status" aria-busy="true" aria-label={label ?? t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <div className={s.skeletonCard} key={index}>
          <Skeleton animated className={s.skeletonThumb} />
          <div className={s.skeletonLines}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        </div>
      ))}
    </div>
  )
}

function StateIllustration({ kind }: { kind: 'empty' | 'error' }) {
  return (
    <svg className={s.illustration} viewBox="0 0 120 96" aria-hidden="true">
      <ellipse cx="60" cy="86" rx="42" ry="6" fill="#f3ece4" />
      <path d="M22 44h76l-7 34a8 8 0 0 1-8 6H37a8 8 0 0 1-8-6z" fill="#fff3e6" stroke="#f08300" strokeWidth="3" />
      <path d="M16 44h88" stroke="#f08300" strokeWidth="4" strokeLinecap="round" />
      {kind === 'empty' ? (
        <>
          <path d="M44 30c0-6 6-6 6-12M60 30c0-6 6-6 6-12M76 30c0-6 6-6 6-12" stroke="#f5b266" strokeWidth="3" strokeLinecap="round" fill="none" />
          <path d="M48 62h24" stroke="#f5b266" strokeWidth="3" strokeLinecap="round" />
        </>
      ) : (
        <>
          <path d="M60 16v16" stroke="#f08300" strokeWidth="4" strokeLinecap="round" />
          <circle cx="60" cy="38" r="2.5" fill="#f08300" />
          <path d="M50 68c4-5 16-5 20 0" stroke="#f5b266" strokeWidth="3" strokeLinecap="round" fill="none" />
        </>
      )}
    </svg>
  )
}
