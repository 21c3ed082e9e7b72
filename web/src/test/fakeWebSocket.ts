import { afterEach, beforeEach, vi } from 'vitest'

/**
 * A WebSocket stand-in for tests of the live channel (`vi.stubGlobal('WebSocket', FakeWebSocket)`):
 * records every socket made and what was sent on it, and lets the test play the server: open,
 * answer, push, drop.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3

  /** Every socket made since the last `reset`, oldest first. */
  static made: FakeWebSocket[] = []

  static reset() {
    FakeWebSocket.made = []
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.made.at(-1)
    if (!socket) throw new Error('no WebSocket was made')
    return socket
  }

  readyState = FakeWebSocket.CONNECTING
  /** The frames the client sent, parsed. */
  readonly sent: { op: string; topic?: string }[] = []
  closedByClient = false
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null

  constructor(readonly url: string) {
    FakeWebSocket.made.push(this)
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send on a socket that is not open')
    this.sent.push(JSON.parse(data) as { op: string; topic?: string })
  }

  close() {
    if (this.readyState === FakeWebSocket.CLOSED) return
    this.closedByClient = true
    this.readyState = FakeWebSocket.CLOSED
    this.onclose?.(new CloseEvent('close', { code: 1000 }))
  }

  // ---- The server's side.

  open() {
    this.readyState = FakeWebSocket.OPEN
    this.onopen?.(new Event('open'))
  }

  receive(frame: object) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }))
  }

  /** The topics the client asked for on this socket, in order. */
  subscriptions(): string[] {
    return this.sent.filter((frame) => frame.op === 'subscribe').map((frame) => frame.topic ?? '')
  }

  /** Opens the socket and accepts every topic the client asks for. */
  accept() {
    this.open()
    for (const topic of this.subscriptions()) this.receive({ op: 'subscribed', topic })
  }

  /** The connection is lost (an instance restart, a balancer move, a network blip). */
  drop() {
    this.readyState = FakeWebSocket.CLOSED
    this.onerror?.(new Event('error'))
    this.onclose?.(new CloseEvent('close', { code: 1006 }))
  }
}

/**
 * For a test file of code on the live channel: fake timers, a fresh FakeWebSocket as the browser's
 * WebSocket and no jitter in the back-off (each wait is the whole delay, so tests can name it);
 * all undone after each test.
 */
export function useFakeSockets() {
  beforeEach(() => {
    vi.useFakeTimers()
    FakeWebSocket.reset()
    vi.stubGlobal('WebSocket', FakeWebSocket)
    vi.spyOn(Math, 'random').mockReturnValue(0)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })
}
