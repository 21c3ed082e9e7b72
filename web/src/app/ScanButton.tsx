import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AppScanner } from './AppScanner'

interface Props {
  className?: string
  /** The button's words (its name); the scanner's title too unless `title` says otherwise. */
  label?: string
  title?: string
  hint?: string
  /** What the button shows instead of the scan icon and the label (which then only names it). */
  children?: ReactNode
  /** Only the icon shows; the label is its accessible name. */
  iconOnly?: boolean
  testId?: string
}

/** A button that opens the customer's scanner (issue 21). */
export function ScanButton({ className, label, title, hint, children, iconOnly = false, testId = 'scan-button' }: Props) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const words = label ?? t('scan.button')
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-label={iconOnly ? words : undefined} data-testid={testId}>
        {children ?? (
          <>
            <ScanIcon />
            {!iconOnly && <span>{words}</span>}
          </>
        )}
      </button>
      <AppScanner visible={open} onClose={() => setOpen(false)} title={title ?? words} hint={hint} />
    </>
  )
}

/** The four corners of a viewfinder round a line: the usual "scan" sign. */
export function ScanIcon({ size = 22 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d="M3 8V5a2 2 0 0 1 2-2h3M16 3h3a2 2 0 0 1 2 2v3M21 16v3a2 2 0 0 1-2 2h-3M8 21H5a2 2 0 0 1-2-2v-3M3 12h18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
