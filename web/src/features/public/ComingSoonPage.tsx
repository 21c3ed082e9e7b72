import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import s from './ComingSoonPage.module.css'
import { canGoBack } from '../../ui/history'

/** Every page path of the spec that is not built yet. */
export default function ComingSoonPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    // The test id lets the page sweep (e2e/every-page.test.mjs) tell this page from a built one.
    <div className={s.page} data-testid="coming-soon">
      <PageHeader title={t('comingSoon.title')} />
      <main className={s.body}>
        <div className={s.art} aria-hidden="true">
          <svg viewBox="0 0 160 140" width="160" height="140">
            <circle cx="80" cy="70" r="62" fill="#fff3e5" />
            <rect x="38" y="52" width="84" height="58" rx="10" fill="#fff" stroke="#f08300" strokeWidth="3" />
            <path d="M38 66h84" stroke="#f08300" strokeWidth="3" />
            <circle cx="52" cy="59" r="2.5" fill="#f08300" />
            <circle cx="61" cy="59" r="2.5" fill="#f5b266" />
            <path d="M64 88l10 8 22-20" stroke="#f5b266" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" fill="none" strokeDasharray="4 6" />
            <path d="M104 30l4 8 8 1-6 6 2 8-8-4-8 4 2-8-6-6 8-1z" fill="#f08300" />
          </svg>
        </div>
        <h2 className={s.title}>{t('comingSoon.title')}</h2>
        <p className={s.text}>{t('comingSoon.description')}</p>
        <div className={s.actions}>
          {canGoBack() && (
            <Button shape="rounded" onClick={() => navigate(-1)}>
              {t('common.back')}
            </Button>
          )}
          <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.home}`, { replace: true })}>
            {t('common.backHome')}
          </Button>
        </div>
      </main>
    </div>
  )
}
