/**
 * The server's frames on the live channel (docs/API.md `GET /ws`), read into what the channel acts
 * on. Everything else (pong, bad_message, frames that are not JSON) is `ignored`.
 */

/** An event pushed on a topic. */
export interface LiveEvent {
  type?: string
  status?: string
  [key: string]: unknown
}

export type LiveMessage =
  | { kind: 'event'; topic: string; event: LiveEvent }
  | { kind: 'subscribed'; topic: string }
  /** The server will not send this topic: refused at subscribe, or a right taken away later. `topic` is null when the frame does not name it. */
  | { kind: 'refused'; topic: string | null }
  | { kind: 'ignored' }

interface Frame {
  op?: unknown
  topic?: unknown
  data?: unknown
  error?: unknown
}

export function parseLiveMessage(text: unknown): LiveMessage {
  let frame: Frame
  try {
    const parsed: unknown = JSON.parse(String(text))
    if (!parsed || typeof parsed !== 'object') return { kind: 'ignored' }
    frame = parsed as Frame
  } catch {
    return { kind: 'ignored' }
  }
  const topic = typeof frame.topic === 'string' ? frame.topic : null
  if (frame.op === 'event' && frame.data && typeof frame.data === 'object') return { kind: 'event', topic: topic ?? '', event: frame.data as LiveEvent }
  if (frame.op === 'subscribed' && topic !== null) return { kind: 'subscribed', topic }
  // {"op":"error","error":"forbidden_topic","topic":…} at subscribe; {"op":"unsubscribed",…,"error":"forbidden_topic"} later.
  if ((frame.op === 'error' || frame.op === 'unsubscribed') && frame.error === 'forbidden_topic') return { kind: 'refused', topic }
  return { kind: 'ignored' }
}
