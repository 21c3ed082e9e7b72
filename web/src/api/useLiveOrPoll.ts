import { useEffect, useRef, useState } from 'react'
import { openLiveChannel, type LiveEvent, type LiveState } from './live'

/**
 * The one policy of the pages that follow live topics. Events are delivered at most once (a
 * dropped socket loses them), so the events alone are never trusted to keep a page right:
 * - `refresh` (re-read what the page shows) runs after every (re)connection,
 * - while live, every `safetyPollMs` (60 s unless the page says otherwise) as a safety net,
 * - while not live (connecting again, offline, a topic refused), every `pollMs`: the page's own
 *   polling rate, as it would poll without a live channel.
 */

/** `connecting`: the first connection is being made; `polling`: not live since, so the page polls. */
export type LiveStatus = 'connecting' | 'live' | 'polling'

export const LIVE_SAFETY_POLL_MS = 60_000

export interface LiveOrPollOptions {
  topics: readonly string[]
  onEvent: (event: LiveEvent, topic: string) => void
  refresh: () => void
  pollMs: number
  safetyPollMs?: number
  /** Nothing is followed or polled while false. */
  enabled?: boolean
}

interface Link {
  state: LiveState
  /** A topic of the current connection was refused: its events will not come, so the page polls. */
  refused: boolean
  /** The channel was not live at some point since it was opened: the page has been polling. */
  everLost: boolean
}

const FIRST_CONNECTION: Link = { state: 'connecting', refused: false, everLost: false }

function liveStatus(link: Link): LiveStatus {
  if (link.state === 'live' && !link.refused) return 'live'
  return link.everLost || link.refused ? 'polling' : 'connecting'
}

export function useLiveOrPoll({ topics, onEvent, refresh, pollMs, safetyPollMs = LIVE_SAFETY_POLL_MS, enabled = true }: LiveOrPollOptions): LiveStatus {
  const [link, setLink] = useState<Link>(FIRST_CONNECTION)
  // The latest callbacks, read by the long-lived channel and timers without reconnecting.
  const onEventRef = useRef(onEvent)
  onEventRef.current = onEvent
  const refreshRef = useRef(refresh)
  refreshRef.current = refresh
  // The topics by value: callers build a new array on every render.
  const topicList = topics.join('\n')

  useEffect(() => {
    if (!enabled || !topicList) return
    setLink(FIRST_CONNECTION)
    return openLiveChannel(topicList.split('\n'), {
      onEvent: (event, topic) => onEventRef.current(event, topic),
      onConnected: () => refreshRef.current(),
      onRefused: () => setLink((previous) => ({ ...previous, refused: true })),
      onState: (state) =>
        setLink((previous) => ({
          state,
          // A new connection asks for every topic again.
          refused: state === 'connecting' ? false : previous.refused,
          everLost: previous.everLost || state === 'offline',
        })),
    })
  }, [topicList, enabled])

  const live = liveStatus(link) === 'live'
  useEffect(() => {
    if (!enabled || !topicList) return
    const timer = window.setInterval(() => refreshRef.current(), live ? safetyPollMs : pollMs)
    return () => window.clearInterval(timer)
  }, [enabled, topicList, live, safetyPollMs, pollMs])

  return liveStatus(link)
}
