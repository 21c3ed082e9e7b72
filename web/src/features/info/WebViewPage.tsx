import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { PAGE } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView } from '../../ui/PageStates'
import { URL_PARAMS, webviewTarget } from './webviewTarget'
import s from './info.module.css'

/**
 * orderPlus/pages/webview/index and memberMinVolume/pages/webview/index (?url=&title=): the brand's
 * links. One of our pages opens in the app; another site is named and opened in the browser on
 * a tap, never framed, so the customer sees whose page it is (webviewTarget.ts).
 */
export default function WebViewPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const raw = URL_PARAMS.map((name) => params.get(name)).find((value) => value) ?? null
  const target = webviewTarget(raw, window.location.origin)
  const title = params.get('title')?.trim() || t('webview.title')
  if (target.kind === 'app') return <Navigate to={target.to} replace />
  const home = (
    <Button shape="rounded" onClick={() => navigate(`/${PAGE.home}`, { replace: true })}>
      {t('common.backHome')}
    </Button>
  )
  return (
    <div className={s.page}>
      <PageHeader title={title} />
      <main className={s.body}>
        {target.kind === 'none' && <EmptyView fullPage title={t('webview.noneTitle')} description={t('webview.noneBody')} action={home} />}
        {target.kind === 'refused' && <EmptyView fullPage title={t('webview.refusedTitle')} description={t('webview.refusedBody')} action={home} />}
        {target.kind === 'web' && (
          <section className={s.card} aria-labelledby="webview-host">
            <h2 className={s.title}>{t('webview.leaving')}</h2>
            <p id="webview-host" className={s.host}>
              {target.url.hostname}
            </p>
            <p className={s.address}>{target.url.href}</p>
            <p className={s.text}>{t('webview.leavingBody')}</p>
            <div className={s.actions}>
              <a className={s.open} href={target.url.href} target="_blank" rel="noopener noreferrer">
                {t('webview.open')}
              </a>
              {home}
            </div>
          </section>
        )}
      </main>
    </div>
  )
}
