import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FakeWebSocket, useFakeSockets } from '../test/fakeWebSocket'
import { LIVE_SAFETY_POLL_MS, useLiveOrPoll, type LiveOrPollOptions } from './useLiveOrPoll'

const POLL_MS = 10_000

function follow(options: Partial<LiveOrPollOptions> = {}) {
  const refresh = vi.fn()
  const onEvent = vi.fn()
  const hook = renderHook((props: Partial<LiveOrPollOptions>) => useLiveOrPoll({ topics: ['order:1'], onEvent, refresh, pollMs: POLL_MS, ...props }), { initialProps: options })
  return { refresh, onEvent, hook }
}

/** Plays the server; inside act, as it changes the hook's state. */
const server = {
  accept: () => act(() => FakeWebSocket.latest().accept()),
  drop: () => act(() => FakeWebSocket.latest().drop()),
  wait: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
}

describe('useLiveOrPoll', () => {
  useFakeSockets()

  it('LiveOrPoll_EachConnect_RereadsWhatThePageShows', () => {
    const { refresh, hook } = follow()
    expect(hook.result.current).toBe('connecting')
    server.accept()
    expect(hook.result.current).toBe('live')
    expect(refresh).toHaveBeenCalledTimes(1) // an event may have come before the subscription
    server.drop()
    server.wait(1000)
    server.accept()
    expect(refresh).toHaveBeenCalledTimes(2) // and while the socket was down
  })

  it('LiveOrPoll_WhileLive_RunsTheSlowSafetyPoll', () => {
    const { refresh } = follow()
    server.accept()
    refresh.mockClear()
    server.wait(LIVE_SAFETY_POLL_MS - 1)
    expect(refresh).not.toHaveBeenCalled() // not at the page's fast rate
    server.wait(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    server.wait(LIVE_SAFETY_POLL_MS)
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it('LiveOrPoll_PageSafetyPoll_OverridesTheDefault', () => {
    const { refresh } = follow({ safetyPollMs: 30_000 })
    server.accept()
    refresh.mockClear()
    server.wait(30_000)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('LiveOrPoll_WhileDisconnected_PollsAtThePageRate_ThenSlowsDownWhenLiveAgain', () => {
    const { refresh, hook } = follow()
    server.accept()
    // Offline for a while: the server does not come back for the first attempts.
    server.drop()
    expect(hook.result.current).toBe('polling')
    refresh.mockClear()
    server.wait(1000)
    server.drop()
    server.wait(2000)
    server.drop()
    server.wait(POLL_MS - 3000)
    expect(refresh).toHaveBeenCalledTimes(1)
    server.wait(POLL_MS)
    expect(refresh).toHaveBeenCalledTimes(2)

    server.wait(4000)
    server.accept()
    expect(hook.result.current).toBe('live')
    refresh.mockClear()
    server.wait(LIVE_SAFETY_POLL_MS - 1)
    expect(refresh).not.toHaveBeenCalled()
  })

  it('LiveOrPoll_RefusedTopic_PollsAtThePageRateWithoutReconnecting', () => {
    const { refresh, hook } = follow({ topics: ['store-orders:7', 'store:7'] })
    act(() => {
      const socket = FakeWebSocket.latest()
      socket.open()
      socket.receive({ op: 'error', error: 'forbidden_topic', topic: 'store-orders:7' })
      socket.receive({ op: 'subscribed', topic: 'store:7' })
    })
    expect(hook.result.current).toBe('polling')
    refresh.mockClear()
    server.wait(5 * POLL_MS)
    expect(refresh).toHaveBeenCalledTimes(5)
    expect(FakeWebSocket.made).toHaveLength(1)
  })

  it('LiveOrPoll_Events_ReachThePage', () => {
    const { onEvent } = follow()
    server.accept()
    act(() => FakeWebSocket.latest().receive({ op: 'event', topic: 'order:1', data: { type: 'order-status' } }))
    expect(onEvent).toHaveBeenCalledWith({ type: 'order-status' }, 'order:1')
  })

  it('LiveOrPoll_Unmounted_StopsTheChannelAndThePolls', () => {
    const { refresh, hook } = follow()
    server.accept()
    refresh.mockClear()
    hook.unmount()
    expect(FakeWebSocket.latest().closedByClient).toBe(true)
    server.wait(10 * LIVE_SAFETY_POLL_MS)
    expect(refresh).not.toHaveBeenCalled()
    expect(FakeWebSocket.made).toHaveLength(1)
  })

  it('LiveOrPoll_Disabled_FollowsAndPollsNothing_UntilEnabled', () => {
    const { refresh, hook } = follow({ enabled: false })
    server.wait(10 * POLL_MS)
    expect(FakeWebSocket.made).toHaveLength(0)
    expect(refresh).not.toHaveBeenCalled()
    hook.rerender({ enabled: true })
    expect(FakeWebSocket.made).toHaveLength(1)
  })

  it('LiveOrPoll_NewTopicArrayWithTheSameTopics_KeepsTheSocket', () => {
    const { hook } = follow()
    server.accept()
    hook.rerender({ topics: ['order:1'] })
    expect(FakeWebSocket.made).toHaveLength(1)
    hook.rerender({ topics: ['order:2'] })
    expect(FakeWebSocket.made).toHaveLength(2)
    expect(FakeWebSocket.made[0].closedByClient).toBe(true)
  })
})
