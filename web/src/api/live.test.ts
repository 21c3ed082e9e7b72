import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeWebSocket, useFakeSockets } from '../test/fakeWebSocket'
import { LIVE_PING_MS, openLiveChannel, type LiveListener, type LiveState } from './live'
import { STABLE_CONNECTION_MS } from './liveBackoff'
import { replaceToken, startVisitorSession } from './session'

function listen() {
  const states: LiveState[] = []
  const listener = {
    onEvent: vi.fn<LiveListener['onEvent']>(),
    onConnected: vi.fn(),
    onRefused: vi.fn<(topic: string) => void>(),
    onState: (state: LiveState) => states.push(state),
  }
  return { listener, states }
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('openLiveChannel', () => {
  let stop: () => void = () => undefined

  useFakeSockets()

  afterEach(() => {
    stop()
    stop = () => undefined
    Reflect.deleteProperty(document, 'visibilityState')
  })

  it('LiveChannel_ReconnectsAfterClose_WithGrowingDelays', () => {
    stop = openLiveChannel(['order:1'], listen().listener)
    expect(FakeWebSocket.made).toHaveLength(1)
    for (const [index, delay] of [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000].entries()) {
      FakeWebSocket.latest().drop()
      vi.advanceTimersByTime(delay - 1)
      expect(FakeWebSocket.made).toHaveLength(index + 1)
      vi.advanceTimersByTime(1)
      expect(FakeWebSocket.made).toHaveLength(index + 2)
    }
  })

  it('LiveChannel_ConnectionOpenAWhile_StartsTheBackOffAgain', () => {
    stop = openLiveChannel(['order:1'], listen().listener)
    FakeWebSocket.latest().drop()
    vi.advanceTimersByTime(1000)
    FakeWebSocket.latest().drop()
    vi.advanceTimersByTime(2000)
    expect(FakeWebSocket.made).toHaveLength(3)
    FakeWebSocket.latest().accept()
    vi.advanceTimersByTime(STABLE_CONNECTION_MS)
    FakeWebSocket.latest().drop()
    vi.advanceTimersByTime(1000)
    expect(FakeWebSocket.made).toHaveLength(4)
  })

  it('LiveChannel_ShortLivedConnections_KeepGrowingTheDelay', () => {
    stop = openLiveChannel(['order:1'], listen().listener)
    FakeWebSocket.latest().accept()
    FakeWebSocket.latest().drop() // accepted, then dropped at once: the server is not well
    vi.advanceTimersByTime(1000)
    FakeWebSocket.latest().accept()
    FakeWebSocket.latest().drop()
    vi.advanceTimersByTime(1999)
    expect(FakeWebSocket.made).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(FakeWebSocket.made).toHaveLength(3)
  })

  it('LiveChannel_EachReconnect_ResubscribesAllTopicsAndCallsOnConnected', () => {
    const { listener, states } = listen()
    stop = openLiveChannel(['store-orders:7', 'store:7'], listener)
    FakeWebSocket.latest().open()
    expect(FakeWebSocket.latest().subscriptions()).toEqual(['store-orders:7', 'store:7'])
    FakeWebSocket.latest().receive({ op: 'subscribed', topic: 'store-orders:7' })
    expect(listener.onConnected).not.toHaveBeenCalled() // one topic still unanswered
    FakeWebSocket.latest().receive({ op: 'subscribed', topic: 'store:7' })
    expect(listener.onConnected).toHaveBeenCalledTimes(1)

    FakeWebSocket.latest().drop()
    vi.advanceTimersByTime(1000)
    FakeWebSocket.latest().accept()
    expect(FakeWebSocket.latest().subscriptions()).toEqual(['store-orders:7', 'store:7'])
    expect(listener.onConnected).toHaveBeenCalledTimes(2)
    expect(states).toEqual(['connecting', 'live', 'offline', 'connecting', 'live'])
  })

  it('LiveChannel_Events_ReachTheListenerWithTheirTopic', () => {
    const { listener } = listen()
    stop = openLiveChannel(['order:1'], listener)
    FakeWebSocket.latest().accept()
    FakeWebSocket.latest().receive({ op: 'event', topic: 'order:1', data: { type: 'order-status', status: 'making' } })
    FakeWebSocket.latest().receive({ op: 'pong' })
    expect(listener.onEvent).toHaveBeenCalledTimes(1)
    expect(listener.onEvent).toHaveBeenCalledWith({ type: 'order-status', status: 'making' }, 'order:1')
  })

  it('LiveChannel_AfterUnsubscribe_NeverReconnectsAndLeavesNoTimer', () => {
    const { listener, states } = listen()
    stop = openLiveChannel(['order:1'], listener)
    const socket = FakeWebSocket.latest()
    socket.accept()
    stop()
    expect(socket.closedByClient).toBe(true)
    window.dispatchEvent(new Event('online'))
    setVisibility('visible')
    vi.advanceTimersByTime(10 * 60_000)
    expect(FakeWebSocket.made).toHaveLength(1)
    expect(states).toEqual(['connecting', 'live'])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('LiveChannel_UnsubscribeWhileWaitingToRetry_CancelsTheRetry', () => {
    stop = openLiveChannel(['order:1'], listen().listener)
    FakeWebSocket.latest().drop()
    stop()
    vi.advanceTimersByTime(60_000)
    expect(FakeWebSocket.made).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('LiveChannel_RefusedTopic_IsReportedWithoutReconnectStorm', () => {
    const { listener, states } = listen()
    stop = openLiveChannel(['spell:u1', 'store:7'], listener)
    const socket = FakeWebSocket.latest()
    socket.open()
    socket.receive({ op: 'error', error: 'forbidden_topic', topic: 'spell:u1' })
    socket.receive({ op: 'subscribed', topic: 'store:7' })
    expect(listener.onRefused).toHaveBeenCalledWith('spell:u1')
    expect(listener.onConnected).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10 * 60_000)
    expect(FakeWebSocket.made).toHaveLength(1)
    expect(socket.closedByClient).toBe(false)
    expect(states).toEqual(['connecting', 'live'])
  })

  it('LiveChannel_RefusalWithoutTopic_CountsForTheOldestUnansweredTopic', () => {
    const { listener } = listen()
    stop = openLiveChannel(['order:1'], listener)
    FakeWebSocket.latest().open()
    FakeWebSocket.latest().receive({ op: 'error', error: 'forbidden_topic' })
    expect(listener.onRefused).toHaveBeenCalledWith('order:1')
    expect(listener.onConnected).toHaveBeenCalledTimes(1)
  })

  it('LiveChannel_RightTakenAwayLater_IsReportedAsRefused', () => {
    const { listener } = listen()
    stop = openLiveChannel(['spell:u1'], listener)
    FakeWebSocket.latest().accept()
    FakeWebSocket.latest().receive({ op: 'unsubscribed', topic: 'spell:u1', error: 'forbidden_topic' })
    expect(listener.onRefused).toHaveBeenCalledWith('spell:u1')
    expect(FakeWebSocket.made).toHaveLength(1)
  })

  it('LiveChannel_OnlineEvent_ReconnectsAtOnce', () => {
    stop = openLiveChannel(['order:1'], listen().listener)
    for (let drops = 0; drops < 6; drops += 1) {
      FakeWebSocket.latest().drop()
      vi.runOnlyPendingTimers()
    }
    FakeWebSocket.latest().drop() // now waiting 30 s
    const before = FakeWebSocket.made.length
    window.dispatchEvent(new Event('online'))
    expect(FakeWebSocket.made).toHaveLength(before + 1)
    // The back-off's own retry was replaced, not added to.
    vi.advanceTimersByTime(30_000)
    expect(FakeWebSocket.made).toHaveLength(before + 1)
  })

  it('LiveChannel_OnlineWhileConnected_KeepsTheSocket', () => {
    stop = openLiveChannel(['order:1'], listen().listener)
    FakeWebSocket.latest().accept()
    window.dispatchEvent(new Event('online'))
    expect(FakeWebSocket.made).toHaveLength(1)
  })

  it('LiveChannel_PageVisibleAgain_ReconnectsAtOnce', () => {
    stop = openLiveChannel(['order:1'], listen().listener)
    FakeWebSocket.latest().drop()
    setVisibility('hidden')
    expect(FakeWebSocket.made).toHaveLength(1)
    setVisibility('visible')
    expect(FakeWebSocket.made).toHaveLength(2)
  })

  it('LiveChannel_WhileOpen_PingsEvery25s', () => {
    stop = openLiveChannel(['order:1'], listen().listener)
    FakeWebSocket.latest().accept()
    vi.advanceTimersByTime(LIVE_PING_MS * 2)
    expect(FakeWebSocket.latest().sent.filter((frame) => frame.op === 'ping')).toHaveLength(2)
  })

  it('LiveChannel_EachConnection_SendsTheCurrentSessionToken', () => {
    startVisitorSession('first')
    stop = openLiveChannel(['order:1'], listen().listener)
    expect(FakeWebSocket.latest().url).toMatch(/\/ws\?auth=first$/)
    replaceToken('second')
    FakeWebSocket.latest().drop()
    vi.advanceTimersByTime(1000)
    expect(FakeWebSocket.latest().url).toMatch(/\/ws\?auth=second$/)
  })
})
