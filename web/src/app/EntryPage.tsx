import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { configQueries, isTruthyFlag } from '../api/config'
import { keepAttribution } from '../api/promotion'
import { currentLanguage } from '../i18n'
import { launchStoreState, launchTarget, needsGlobalConfig, parseLaunchParams } from './launch'
import { storeState } from './storeState'
import s from './EntryPage.module.css'

/** How long the launch waits for the global config before defaulting to pickup. */
const CONFIG_WAIT_MS = 4000

/** pages/index/index: runs the launch flow (spec 000 §4), then goes where the address says. */
export function EntryPage() {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const params = parseLaunchParams(location.search)
    // The promotion the visit came from, for the sign-up and the orders that follow (issue 19).
    keepAttribution(params)
    const run = async () => {
      let takeout = false
      if (needsGlobalConfig(params)) {
        const config = await Promise.race([
          queryClient.fetchQuery(configQueries.global(currentLanguage())).catch(() => null),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), CONFIG_WAIT_MS)),
        ])
        takeout = isTruthyFlag(config?.takeout)
      }
      const next = launchStoreState(params, takeout, storeState.get())
      storeState.set(next)
      navigate(launchTarget(params, next), { replace: true })
    }
    void run()
  }, [location.search, navigate, queryClient])

  return (
    <div className={s.splash} role="status">
      <div className={s.logo} aria-hidden="true">
        <BrandMark />
      </div>
      <p className={s.name}>{t('app.name')}</p>
      <p className={s.hint}>{t('app.preparing')}</p>
    </div>
  )
}

function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64">
      <rect width="64" height="64" rx="18" fill="#fff" />
      <path d="M14 36h36a18 18 0 0 1-36 0z" fill="#f08300" />
      <path d="M24 28c0-4 4-4 4-8M32 28c0-4 4-4 4-8M40 28c0-4 4-4 4-8" stroke="#f08300" strokeWidth="3" strokeLinecap="round" fill="none" />
    </svg>
  )
}
