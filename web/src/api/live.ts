import { currentSession } from './session'

/**
 * The live channel (docs/API.md `GET /ws`): subscribes to topics and calls back on events. When
 * the socket cannot be opened or closes, `onFallback` is called once so the caller can poll.
 */
export interface LiveEvent {
  type?: string
  status?: string
  [key: string]: unknown
}

export function wsUrl(token: string | null): string {
  const { protocol, host } = window.location
  const scheme = protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${host}/ws${token ? `?auth=${encodeURIComponent(token)}` : ''}`
}

export function subscribeLive(topics: string[], onEvent: (event: LiveEvent, topic: string) => void, onFallback: () => void): () => void {
  let closedByUs = false
  let fellBack = false
  const fallback = () => {
    if (closedByUs || fellBack) return
    fellBack = true
    onFallback()
  }
  let socket: WebSocket
  try {
    socket = new WebSocket(wsUrl(currentSession().token))
  } catch {
    fallback()
    return () => undefined
  }
  const ping = window.setInterval(() => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ op: 'ping' }))
  }, 25_000)
  socket.onopen = () => {
    for (const topic of topics) socket.send(JSON.stringify({ op: 'subscribe', topic }))
  }
  socket.onmessage = (message) => {
    try {
      const body = JSON.parse(String(message.data)) as { op?: string; topic?: string; data?: LiveEvent; error?: string }
      if (body.op === 'event' && body.data) onEvent(body.data, body.topic ?? '')
      else if (body.op === 'error') fallback()
    } catch {
      // not JSON: ignored
    }
  }
  socket.onerror = fallback
  socket.onclose = fallback
  return () => {
    closedByUs = true
    window.clearInterval(ping)
    socket.close()
  }
}
