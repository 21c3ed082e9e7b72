import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { BYPASS_STORAGE_KEY } from '../../app/device'
import { PAGE } from '../../app/pagePaths'
import { LanguageSwitch } from '../../ui/LanguageSwitch'
import { QrPattern } from './QrPattern'
import s from './DesktopNoticePage.module.css'

/** pages/public/pc/index: the app is made for phones; desktop visitors get a hint to switch. */
export default function DesktopNoticePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const from = params.get('from')
  const target = from && from.startsWith('/') && !from.startsWith('//') ? from : `/${PAGE.home}`
  const link = useMemo(() => new URL(target, window.location.origin).toString(), [target])

  const continueAnyway = () => {
    try {
      localStorage.setItem(BYPASS_STORAGE_KEY, '0')
    } catch {
      // not remembered; the query flag still lets this visit through
    }
    navigate(target.includes('?') ? `${target}&pc=0` : `${target}?pc=0`, { replace: true })
  }

  return (
    <main className={s.page}>
      <div className={s.card}>
        <div className={s.top}>
          <span className={s.brand}>{t('app.name')}</span>
          <LanguageSwitch tone="dark" />
        </div>
        <div className={s.phone} aria-hidden="true">
          <QrPattern text={link} />
        </div>
        <h1 className={s.title}>{t('pc.title')}</h1>
        <p className={s.text}>{t('pc.description')}</p>
        <p className={s.link}>{link}</p>
        <button type="button" className={s.continue} onClick={continueAnyway}>
          {t('pc.continue')}
        </button>
      </div>
    </main>
  )
}
