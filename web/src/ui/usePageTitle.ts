import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The browser tab's and the screen reader's name of the page (WCAG 2.4.2): "訂單詳情 · 港灣廚房".
 * Pages with a header set it from their title; the app's name alone is the fallback.
 */
export function usePageTitle(title: string | null) {
  const { t } = useTranslation()
  const app = t('app.name')
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app
  }, [title, app])
}
