import { Button, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { serviceIsUp } from '../../api/health'
import { PAGE } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import s from './info.module.css'

/**
 * orderPlus/pages/stopMaintain/index: the service is being maintained. "Try again" asks the
 * server whether it answers and goes home when it does; orders already placed go on in store.
 */
export default function MaintenancePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [checking, setChecking] = useState(false)
  const tryAgain = async () => {
    setChecking(true)
    const up = await serviceIsUp()
    setChecking(false)
    if (up) navigate(`/${PAGE.home}`, { replace: true })
    else Toast.show({ content: t('maintenance.stillDown') })
  }
  return (
    <div className={s.page}>
      <PageHeader title={t('maintenance.title')} />
      <main className={s.body}>
        <section className={`${s.card} ${s.lead}`} role="status">
          <MaintenanceArt />
          <h2 className={s.title}>{t('maintenance.heading')}</h2>
          <p className={s.text}>{t('maintenance.body')}</p>
          <div className={s.actions}>
            <Button color="primary" shape="rounded" loading={checking} onClick={() => void tryAgain()}>
              {t('maintenance.tryAgain')}
            </Button>
          </div>
        </section>
        <section className={s.card}>
          <h2 className={s.subtitle}>{t('maintenance.ordersTitle')}</h2>
          <p className={s.text}>{t('maintenance.ordersBody')}</p>
        </section>
      </main>
    </div>
  )
}

function MaintenanceArt() {
  return (
    <svg viewBox="0 0 120 96" width="120" height="96" aria-hidden="true">
      <circle cx="60" cy="48" r="44" fill="#fff3e5" />
      <path d="M42 66l26-26m-4-8a12 12 0 0 0 16 16l-6-6 2-8 8-2 6 6a12 12 0 0 0-16-16" stroke="#b35300" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <circle cx="40" cy="68" r="5" fill="#b35300" />
    </svg>
  )
}
