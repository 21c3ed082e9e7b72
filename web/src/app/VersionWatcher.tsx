import { Dialog } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchDeployedVersion } from '../api/version'
import { isNewVersion, VERSION_POLL_MS } from './versionCheck'

/** Polls /version.json and offers a refresh once a newer build is deployed (spec 000 §4). */
export function VersionWatcher({ intervalMs = VERSION_POLL_MS }: { intervalMs?: number }) {
  const { t } = useTranslation()
  const seenAtLoad = useRef<string | null>(null)
  const prompted = useRef(false)
  const texts = useRef({ title: '', content: '', refresh: '', later: '' })
  texts.current = { title: t('version.title'), content: t('version.content'), refresh: t('version.refresh'), later: t('version.later') }

  useEffect(() => {
    let cancelled = false
    const check = async () => {
      const latest = await fetchDeployedVersion().catch(() => null)
      if (cancelled || latest === null) return
      if (seenAtLoad.current === null) {
        seenAtLoad.current = latest
        return
      }
      if (!prompted.current && isNewVersion(seenAtLoad.current, latest)) {
        prompted.current = true
        const { title, content, refresh, later } = texts.current
        const reload = await Dialog.confirm({ title, content, confirmText: refresh, cancelText: later })
        if (reload) window.location.reload()
        else prompted.current = false
      }
    }
    void check()
    const timer = setInterval(() => void check(), intervalMs)
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [intervalMs])

  return null
}
