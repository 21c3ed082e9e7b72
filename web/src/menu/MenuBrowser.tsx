import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { MenuGoods } from '../api/menu'
import type { MenuSection, NextSale } from './dayPart'
import s from './MenuBrowser.module.css'

interface Props {
  /** In display order; a section that opens later says when (menu/dayPart.ts). */
  categories: MenuSection[]
  /** Items in the cart per category id, shown as a badge on the sidebar. */
  counts: Record<number, number>
  renderGoods: (goods: MenuGoods) => ReactNode
  /** A category to show first (a banner's `cid` link). */
  focusCid?: number | null
}

/** Category sidebar on the left, goods on the right; the sidebar follows the scroll (scroll spy). */
export function MenuBrowser({ categories, counts, renderGoods, focusCid }: Props) {
  const { t } = useTranslation()
  const listRef = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(String(categories[0]?.cid ?? ''))
  const programmatic = useRef<number | null>(null)
  const lastScrollTop = useRef(0)

  // A hidden tab (display: none) loses its scroll position; put it back when the tab shows again.
  useLayoutEffect(() => {
    if (listRef.current && lastScrollTop.current > 0) listRef.current.scrollTop = lastScrollTop.current
  }, [])

  const spy = useCallback(() => {
    const list = listRef.current
    if (!list) return
    lastScrollTop.current = list.scrollTop
    if (programmatic.current !== null) return
    const sections = Array.from(list.querySelectorAll<HTMLElement>('[data-cid]'))
    // Sections are positioned against the list (position: relative), so offsetTop is list-relative.
    const top = list.scrollTop + 8
    let current = sections[0]
    for (const section of sections) {
      if (section.offsetTop <= top) current = section
    }
    // At the very bottom the last category is the one being looked at.
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - 2) current = sections[sections.length - 1]
    if (current?.dataset.cid) setActive(current.dataset.cid)
  }, [])

  useEffect(() => {
    if (!categories.some((category) => String(category.cid) === active)) setActive(String(categories[0]?.cid ?? ''))
  }, [categories, active])

  const jump = useCallback((key: string, behavior: ScrollBehavior = 'smooth') => {
    setActive(key)
    const list = listRef.current
    const section = list?.querySelector<HTMLElement>(`[data-cid="${key}"]`)
    if (!list || !section) return
    if (programmatic.current !== null) clearTimeout(programmatic.current)
    programmatic.current = window.setTimeout(() => {
      programmatic.current = null
    }, 600)
    list.scrollTo({ top: section.offsetTop, behavior })
  }, [])

  useEffect(() => {
    if (focusCid && categories.some((category) => category.cid === focusCid)) jump(String(focusCid), 'auto')
  }, [focusCid, categories, jump])

  return (
    <div className={s.browser}>
      {/* Buttons, not antd's SideBar: its items are divs a keyboard cannot reach. */}
      <nav className={s.sidebar} aria-label={t('menu.categories')}>
        {categories.map((category) => {
          const key = String(category.cid)
          const count = counts[category.cid] ?? 0
          return (
            <button type="button" key={key} className={`${s.category} ${key === active ? s.active : ''}`} aria-current={key === active ? 'true' : undefined} onClick={() => jump(key)} data-testid="menu-category">
              {category.name}
              {category.nextSale && <span className={s.later}>{nextSaleText(t, category.nextSale)}</span>}
              {count > 0 && (
                <span className={s.count}>
                  <span aria-hidden="true">{count}</span>
                  <span className="visually-hidden">{t('menu.inCart', { count })}</span>
                </span>
              )}
            </button>
          )
        })}
      </nav>
      <div className={s.list} ref={listRef} onScroll={spy}>
        {categories.map((category) => (
          <section key={category.cid} data-cid={category.cid} className={s.section} aria-labelledby={`category-${category.cid}`}>
            <h2 id={`category-${category.cid}`} className={s.heading}>
              {category.name}
              {category.nextSale && <span className={s.headingLater}>{nextSaleText(t, category.nextSale)}</span>}
            </h2>
            {category.goods.map((goods) => (
              <div key={goods.goods_id}>{renderGoods(goods)}</div>
            ))}
          </section>
        ))}
        <div className={s.spacer} />
      </div>
    </div>
  )
}

function nextSaleText(t: TFunction, sale: NextSale): string {
  if (sale.day === 'today') return t('menu.laterToday', { time: sale.time })
  if (sale.day === 'tomorrow') return t('menu.laterTomorrow', { time: sale.time })
  return t('menu.laterDay')
}
