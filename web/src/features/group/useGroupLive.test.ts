import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LiveListener } from '../../api/live'

const live = vi.hoisted(() => ({ listener: null as null | LiveListener, topics: [] as readonly string[], opened: 0 }))
const version = vi.hoisted(() => ({ current: { version: 1, status: 'open' as const } }))

vi.mock('../../api/live', () => ({
  openLiveChannel: (topics: readonly string[], listener: LiveListener) => {
    live.topics = topics
    live.listener = listener
    live.opened += 1
    return () => undefined
  },
}))
vi.mock('../../api/group', () => ({ fetchGroupVersion: vi.fn(async () => version.current) }))

import { GROUP_VERSION_POLL_MS } from './groupLogic'
import { useGroupLive } from './useGroupLive'

/** The channel connected and the spell topic is answered. */
function connect() {
  act(() => {
    live.listener?.onState?.('live')
    live.listener?.onConnected?.()
  })
}

describe('useGroupLive', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    version.current = { version: 1, status: 'open' }
    live.opened = 0
  })
  afterEach(() => vi.useRealTimers())

  it('GroupLive_EachEventOnTheSpellTopicRefetches', () => {
    const onChange = vi.fn()
    const { result } = renderHook(() => useGroupLive('u1', { version: 1, status: 'open' }, onChange))
    expect(live.topics).toEqual(['spell:u1'])
    expect(result.current).toBe('connecting')
    connect()
    expect(result.current).toBe('live')
    act(() => live.listener?.onEvent({ type: 'spell-cart' }, 'spell:u1'))
    act(() => live.listener?.onEvent({ type: 'spell-cart' }, 'spell:u1'))
    expect(onChange).toHaveBeenCalledTimes(2)
  })

  it('GroupLive_EachConnect_ChecksTheVersionForAChangeMissedMeanwhile', async () => {
    const onChange = vi.fn()
    renderHook(() => useGroupLive('u1', { version: 1, status: 'open' }, onChange))
    version.current = { version: 2, status: 'open' }
    await act(async () => {
      live.listener?.onState?.('live')
      live.listener?.onConnected?.()
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('GroupLive_SocketDown_PollsTheVersionEvery2sAndRefetchesOnlyOnChange', async () => {
    const onChange = vi.fn()
    const { result } = renderHook(() => useGroupLive('u1', { version: 1, status: 'open' }, onChange))
    act(() => live.listener?.onState?.('offline'))
    expect(result.current).toBe('polling')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GROUP_VERSION_POLL_MS)
    })
    expect(onChange).not.toHaveBeenCalled() // same version
    version.current = { version: 2, status: 'open' }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GROUP_VERSION_POLL_MS)
    })
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('GroupLive_RefusedTopic_PollsTheVersion', async () => {
    const onChange = vi.fn()
    const { result } = renderHook(() => useGroupLive('u1', { version: 1, status: 'open' }, onChange))
    act(() => live.listener?.onRefused?.('spell:u1'))
    connect()
    expect(result.current).toBe('polling')
    version.current = { version: 2, status: 'open' }
    onChange.mockClear()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GROUP_VERSION_POLL_MS)
    })
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('GroupLive_ClosedGroup_FollowsNothing', () => {
    renderHook(() => useGroupLive('u1', { version: 1, status: 'open' }, vi.fn(), false))
    expect(live.opened).toBe(0)
  })
})
