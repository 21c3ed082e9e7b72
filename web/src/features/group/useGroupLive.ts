import { useEffect, useRef, useState } from 'react'
import { fetchGroupVersion, type GroupStatus } from '../../api/group'
import { subscribeLive } from '../../api/live'
import { GROUP_VERSION_POLL_MS, needsRefetch } from './groupLogic'

export type LiveMode = 'connecting' | 'live' | 'polling'

/**
 * Keeps a group page current (issue 6 "Live"): every event on the WebSocket topic
 * `spell:<uniqueId>` calls `onChange`; when the socket cannot be used, the spec's version
 * endpoint is polled every 2 s instead and `onChange` runs when the version or status moved.
 */
export function useGroupLive(uniqueId: string | null, known: { version: number; status: GroupStatus } | undefined, onChange: () => void, enabled = true): LiveMode {
  const [mode, setMode] = useState<LiveMode>('connecting')
  // The latest values, read by long-lived callbacks without re-subscribing.
  const knownRef = useRef(known)
  knownRef.current = known
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

  useEffect(() => {
    if (!uniqueId || !enabled) return
    let poll: number | null = null
    let stopped = false
    const pollOnce = async () => {
      try {
        const latest = await fetchGroupVersion(uniqueId)
        if (!stopped && needsRefetch(knownRef.current, latest)) onChangeRef.current()
      } catch {
        // the next tick tries again; the page shows the last known pockets meanwhile
      }
    }
    const unsubscribe = subscribeLive(
      [`spell:${uniqueId}`],
      () => {
        setMode('live')
        onChangeRef.current()
      },
      () => {
        if (stopped) return
        setMode('polling')
        poll = window.setInterval(() => void pollOnce(), GROUP_VERSION_POLL_MS)
      },
    )
    // The socket reports no "subscribed" to its caller: one fetch after it had time to open
    // catches a change made in between.
    const settle = window.setTimeout(() => {
      setMode((current) => (current === 'connecting' ? 'live' : current))
      void pollOnce()
    }, 1500)
    return () => {
      stopped = true
      unsubscribe()
      window.clearTimeout(settle)
      if (poll !== null) window.clearInterval(poll)
    }
  }, [uniqueId, enabled])

  return mode
}
