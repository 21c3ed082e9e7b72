import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { linkTarget } from '../../app/linkTarget'

interface Props {
  link: string | null | undefined
  className?: string
  /** The accessible name when the content has no words of its own. */
  label?: string
  testId?: string
  children: ReactNode
}

/**
 * A block's tappable area: a path of ours through the router, an https address in a new tab
 * (rel=noopener, and said so to screen readers), anything else a plain box that leads nowhere.
 */
export function BlockLink({ link, className, label, testId, children }: Props) {
  const { t } = useTranslation()
  const target = linkTarget(link)
  if (target?.kind === 'app') {
    return (
      <Link to={target.to} className={className} aria-label={label} data-testid={testId} data-link="app">
        {children}
      </Link>
    )
  }
  if (target?.kind === 'web') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label ? `${label} ${t('pages.newTab')}` : undefined} data-testid={testId} data-link="web">
        {children}
        {!label && <span className="visually-hidden"> {t('pages.newTab')}</span>}
      </a>
    )
  }
  return (
    <div className={className} data-testid={testId} data-link="none">
      {children}
    </div>
  )
}
