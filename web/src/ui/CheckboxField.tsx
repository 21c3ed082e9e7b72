import type { ReactNode } from 'react'
import s from './CheckboxField.module.css'

/**
 * A real, styled checkbox (antd-mobile's hides its input from assistive technology): the box is the
 * native input, so keyboards, screen readers and tests see a checkbox named by its label.
 */
export function CheckboxField({
  checked,
  onChange,
  children,
  className,
  testId,
}: {
  checked: boolean
  onChange(checked: boolean): void
  children: ReactNode
  className?: string
  testId?: string
}) {
  return (
    <label className={className ? `${s.check} ${className}` : s.check}>
      <input type="checkbox" className={s.box} checked={checked} onChange={(event) => onChange(event.target.checked)} data-testid={testId} />
      <span className={s.text}>{children}</span>
    </label>
  )
}
