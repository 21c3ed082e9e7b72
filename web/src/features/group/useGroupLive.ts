import { useEffect, useRef } from 'react'
import { fetchGroupVersion, type GroupStatus } from '../../api/group'
import { useLiveOrPoll, type LiveStatus } from '../../api/useLiveOrPoll'
import { GROUP_VERSION_POLL_MS, needsRefetch } from './groupLogic'

/** What the group page says about its updates: `polling` shows the polling dot. */
export type LiveMode = LiveStatus

/**
 * Keeps a group page current (issue 6 "Live"): every event on the WebSocket topic
 * `spell:<uniqueId>` calls `onChange`. The spec's version endpoint is the re-read of the shared
 * live-or-poll policy (api/useLiveOrPoll.ts): after every (re)connection, every 60 s while live,
 * and every 2 s while the socket is down or refused; `onChange` runs when the version or status moved.
 */
export function useGroupLive(uniqueId: string | null, known: { version: number; status: GroupStatus } | undefined, onChange: () => void, enabled = true): LiveMode {
  // The latest values, read by long-lived callbacks without re-subscribing.
  const knownRef = useRef(known)
  knownRef.current = known
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  // The group followed now: an answer for another group, or one arriving after the page stopped following, is dropped.
  const followed = useRef<string | null>(null)
  const following = enabled && uniqueId !== null
  useEffect(() => {
    followed.current = following ? uniqueId : null
    return () => {
      followed.current = null
    }
  }, [following, uniqueId])

  const checkVersion = async () => {
    if (!uniqueId) return
    try {
      const latest = await fetchGroupVersion(uniqueId)
      if (followed.current === uniqueId && needsRefetch(knownRef.current, latest)) onChangeRef.current()
    } catch {
      // the next tick tries again; the page shows the last known pockets meanwhile
    }
  }

  return useLiveOrPoll({
    topics: uniqueId ? [`spell:${uniqueId}`] : [],
    enabled: following,
    onEvent: () => onChangeRef.current(),
    refresh: () => void checkVersion(),
    pollMs: GROUP_VERSION_POLL_MS,
  })
}
