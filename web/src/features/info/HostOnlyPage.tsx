import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { hostOnlyScreen, KEPT_SIGN_UP_PARAMS } from './hostOnly'
import s from './info.module.css'

/**
 * A seed screen that only made sense inside the mini-program host: says what it did there and
 * offers the web page that does the same job (docs/decisions/0052-host-only-screens.md).
 */
export default function HostOnlyPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const session = useSession()
  const screen = hostOnlyScreen(location.pathname)
  const member = isMemberWithPhone(session)
  const toSignIn = screen.signIn && !member
  const go = () => {
    if (!toSignIn) {
      navigate(`/${screen.member}`, { replace: true })
      return
    }
    const params = new URLSearchParams(location.search)
    const kept = Object.fromEntries(KEPT_SIGN_UP_PARAMS.map((name) => [name, params.get(name)]))
    navigate(pageUrl(PAGE.auth, { ...kept, oldUrl: `/${screen.member}` }), { replace: true })
  }
  return (
    <div className={s.page} data-testid="host-only-page" data-screen={screen.key}>
      <PageHeader title={t(`hostOnly.${screen.key}.title`)} />
      <main className={s.body}>
        <section className={`${s.card} ${s.lead}`}>
          <h2 className={s.title}>{t(`hostOnly.${screen.key}.heading`)}</h2>
          <p className={s.text}>{t(`hostOnly.${screen.key}.body`)}</p>
          <div className={s.actions}>
            <Button color="primary" shape="rounded" onClick={go}>
              {toSignIn ? t('hostOnly.signIn') : t(`hostOnly.${screen.key}.action`)}
            </Button>
          </div>
        </section>
        <p className={`${s.text} ${s.muted}`}>{t('hostOnly.why')}</p>
      </main>
    </div>
  )
}
