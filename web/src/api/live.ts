import { reconnectDelayMs, STABLE_CONNECTION_MS } from './liveBackoff'
import { parseLiveMessage, type LiveEvent } from './liveMessage'
import { currentSession } from './session'

export type { LiveEvent } from './liveMessage'

/**
 * The live channel (docs/API.md `GET /ws`): one WebSocket that follows some topics and keeps
 * following them. The server delivers each event at most once and a socket drops whenever an
 * instance restarts or the balancer moves it, so the channel reconnects with back-off
 * (liveBackoff.ts), asks for its topics again on every connection, and says when it is connected
 * again: what happened in between is lost, and the caller re-reads (`onConnected`).
 * api/useLiveOrPoll.ts is the one policy the pages use on top of it.
 */

/** `connecting`: a socket is opening or its topics await an answer; `live`: every topic is answered; `offline`: waiting to retry. */
export type LiveState = 'connecting' | 'live' | 'offline'

export interface LiveListener {
  onEvent: (event: LiveEvent, topic: string) => void
  /** After every (re)connection, once the server answered every topic: re-read what may have been missed. */
  onConnected?: () => void
  onState?: (state: LiveState) => void
  /**
   * The server will not send this topic to this session (forbidden_topic), at subscribe or later.
   * The channel does not reconnect for it (the answer would be the same): the caller polls instead.
   * The next connection, after a drop, asks again.
   */
  onRefused?: (topic: string) => void
}

/** Keeps idle sockets from being closed by proxies and the balancer. */
export const LIVE_PING_MS = 25_000

export function wsUrl(token: string | null): string {
  const { protocol, host } = window.location
  const scheme = protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${host}/ws${token ? `?auth=${encodeURIComponent(token)}` : ''}`
}

/** Follows `topics` until the returned function is called; then no callback runs and no timer is left. */
export function openLiveChannel(topics: readonly string[], listener: LiveListener): () => void {
  let socket: WebSocket | null = null
  let stopped = false
  let failedAttempts = 0
  let retryTimer: number | undefined
  let stableTimer: number | undefined

  const scheduleRetry = () => {
    listener.onState?.('offline')
    retryTimer = window.setTimeout(connect, reconnectDelayMs(failedAttempts))
    failedAttempts += 1
  }

  function connect() {
    window.clearTimeout(retryTimer)
    retryTimer = undefined
    listener.onState?.('connecting')
    let opening: WebSocket
    try {
      // The token is read at every connection: a sign-in since may have changed what the server allows.
      opening = new WebSocket(wsUrl(currentSession().token))
    } catch {
      scheduleRetry()
      return
    }
    socket = opening
    const unanswered = new Set(topics)
    const reportLiveOnceAllAnswered = () => {
      if (unanswered.size > 0) return
      listener.onState?.('live')
      listener.onConnected?.()
    }
    const answered = (topic: string) => {
      if (unanswered.delete(topic)) reportLiveOnceAllAnswered()
    }
    opening.onopen = () => {
      stableTimer = window.setTimeout(() => {
        failedAttempts = 0
      }, STABLE_CONNECTION_MS)
      for (const topic of unanswered) opening.send(JSON.stringify({ op: 'subscribe', topic }))
      reportLiveOnceAllAnswered() // at once when there is no topic to ask for
    }
    opening.onmessage = (frame) => {
      const message = parseLiveMessage(frame.data)
      if (message.kind === 'event') listener.onEvent(message.event, message.topic)
      else if (message.kind === 'subscribed') answered(message.topic)
      else if (message.kind === 'refused') {
        // The server answers subscriptions in order: a refusal that names no topic is the oldest unanswered one.
        const topic = message.topic ?? unanswered.values().next().value
        if (topic === undefined) return
        listener.onRefused?.(topic)
        answered(topic)
      }
    }
    // An error is always followed by close, which decides what comes next.
    opening.onclose = () => {
      socket = null
      window.clearTimeout(stableTimer)
      scheduleRetry()
    }
  }

  // Back online, or back on screen (a phone may have dropped the socket while the page was hidden):
  // try at once instead of waiting out the back-off.
  const reconnectNow = () => {
    if (!socket) connect()
  }
  const reconnectWhenVisible = () => {
    if (document.visibilityState === 'visible') reconnectNow()
  }
  const ping = window.setInterval(() => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ op: 'ping' }))
  }, LIVE_PING_MS)
  window.addEventListener('online', reconnectNow)
  document.addEventListener('visibilitychange', reconnectWhenVisible)
  connect()

  return () => {
    if (stopped) return
    stopped = true
    window.clearTimeout(retryTimer)
    window.clearTimeout(stableTimer)
    window.clearInterval(ping)
    window.removeEventListener('online', reconnectNow)
    document.removeEventListener('visibilitychange', reconnectWhenVisible)
    const last = socket
    socket = null
    if (!last) return
    // Detached first, so that closing it schedules nothing and reports nothing.
    last.onopen = null
    last.onmessage = null
    last.onclose = null
    last.close()
  }
}
