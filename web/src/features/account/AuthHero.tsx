import { LeftOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE } from '../../app/pagePaths'
import { LanguageSwitch } from '../../ui/LanguageSwitch'
import s from './AuthHero.module.css'
import { canGoBack } from '../../ui/history'

/** The orange top of the account pages: back, language, brand and a greeting. */
export function AuthHero({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const back = () => {
    if (canGoBack()) navigate(-1)
    else navigate(`/${PAGE.mine}`, { replace: true })
  }
  return (
    <header className={s.hero}>
      <div className={s.bar}>
        <button type="button" className={s.back} onClick={back} aria-label={t('common.back')}>
          <LeftOutline />
        </button>
        <LanguageSwitch />
      </div>
      <div className={s.brand}>
        <svg className={s.mark} viewBox="0 0 64 64" aria-hidden="true">
          <rect width="64" height="64" rx="18" fill="#fff" />
          <path d="M14 36h36a18 18 0 0 1-36 0z" fill="#f08300" />
          <path d="M24 28c0-4 4-4 4-8M32 28c0-4 4-4 4-8M40 28c0-4 4-4 4-8" stroke="#f08300" strokeWidth="3" strokeLinecap="round" fill="none" />
        </svg>
        <div>
          <h1 className={s.title}>{title}</h1>
          {subtitle && <p className={s.subtitle}>{subtitle}</p>}
        </div>
      </div>
      {children}
    </header>
  )
}
