import { RightOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import s from './ActionItem.module.css'

interface Props {
  children: ReactNode
  onClick: () => void
  prefix?: ReactNode
  extra?: ReactNode
  description?: ReactNode
  disabled?: boolean
  /** For a row that opens and closes something below it. */
  expanded?: boolean
}

/**
 * A tappable row of an antd-mobile List. antd renders a clickable List.Item as an `<a>` without an
 * href, which a keyboard cannot reach; this is a real button with the same look (the List's
 * classes), so a row is focusable, works with Enter and Space, and is announced as a button.
 */
export function ActionItem({ children, onClick, prefix, extra, description, disabled, expanded }: Props) {
  return (
    <button type="button" className={`adm-list-item ${s.item} ${disabled ? 'adm-list-item-disabled' : ''}`} onClick={onClick} disabled={disabled} aria-expanded={expanded}>
      <span className="adm-list-item-content">
        {prefix && <span className="adm-list-item-content-prefix">{prefix}</span>}
        <span className="adm-list-item-content-main">
          {children}
          {description && <span className={`adm-list-item-description ${s.block}`}>{description}</span>}
        </span>
        {extra !== undefined && <span className="adm-list-item-content-extra">{extra}</span>}
        <span className="adm-list-item-content-arrow" aria-hidden="true">
          <RightOutline />
        </span>
      </span>
    </button>
  )
}
