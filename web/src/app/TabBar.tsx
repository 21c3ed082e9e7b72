import { AppOutline, CouponOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { usePageTitle } from '../ui/usePageTitle'
import s from './TabBar.module.css'
import { TABS, type TabKey } from './tabs'

const ICONS: Record<Exclude<TabKey, 'mall'>, ReactNode> = {
  home: <AppOutline />,
  order: <ShopbagOutline />,
  rewards: <CouponOutline />,
  mine: <UserOutline />,
}

/** Tab pages are switched (replace navigation; each keeps its state), never pushed. */
export function TabBar({ active }: { active: TabKey }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  // A tab page names the browser tab after itself (home: the brand alone); pushed pages do it in PageHeader.
  const activeTab = TABS.find((tab) => tab.key === active)
  usePageTitle(active === 'home' || !activeTab ? null : t(activeTab.label))
  return (
    <nav className={s.bar} aria-label={t('app.name')}>
      {TABS.map((tab) => {
        const selected = tab.key === active
        const go = () => {
          if (!selected) navigate(`/${tab.path}`, { replace: true })
        }
        if (tab.key === 'mall') {
          return (
            <button key={tab.key} type="button" className={`${s.item} ${s.centre}`} aria-current={selected ? 'page' : undefined} onClick={go}>
              <span className={s.centreButton} aria-hidden="true">
                <MallIcon />
              </span>
              <span className={s.label}>{t(tab.label)}</span>
            </button>
          )
        }
        return (
          <button key={tab.key} type="button" className={`${s.item} ${selected ? s.active : ''}`} aria-current={selected ? 'page' : undefined} onClick={go}>
            <span className={s.icon} aria-hidden="true">
              {ICONS[tab.key]}
            </span>
            <span className={s.label}>{t(tab.label)}</span>
          </button>
        )
      })}
    </nav>
  )
}

function MallIcon() {
  return (
    <svg viewBox="0 0 32 32" width="30" height="30">
      <circle cx="16" cy="16" r="11" fill="#fff" opacity="0.25" />
      <path d="M16 7.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8L16 20.8l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" fill="#fff" />
    </svg>
  )
}
