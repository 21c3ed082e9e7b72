import { NavBar } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import s from './PageHeader.module.css'
import { usePageTitle } from './usePageTitle'
import { canGoBack } from './history'

interface Props {
  title: ReactNode
  right?: ReactNode
  /** Pages that are the first page of a visit have nowhere to go back to but home. */
  homePath?: string
}

/** Top bar of a pushed page; back with no history goes home (spec 000 §4). */
export function PageHeader({ title, right, homePath = '/pages/home/index' }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  usePageTitle(typeof title === 'string' ? title : null)
  const back = () => {
    if (canGoBack()) navigate(-1)
    else navigate(homePath, { replace: true })
  }
  return (
    <header className={s.header}>
      <NavBar onBack={back} backIcon={<span aria-label={t('common.back')} role="img" className={s.backIcon} />} right={right}>
        <h1 className={s.title}>{title}</h1>
      </NavBar>
    </header>
  )
}
