import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const live = vi.hoisted(() => ({ onEvent: null as null | (() => void), onFallback: null as null | (() => void), topics: [] as string[] }))
const version = vi.hoisted(() => ({ current: { version: 1, status: 'open' as const } }))

vi.mock('../../api/live', () => ({
  subscribeLive: (topics: string[], onEvent: () => void, onFallback: () => void) => {
    live.topics = topics
    live.onEvent = onEvent
    live.onFallback = onFallback
    return () => undefined
  },
}))
vi.mock('../../api/group', () => ({ fetchGroupVersion: vi.fn(async () => version.current) }))

import { GROUP_VERSION_POLL_MS } from './groupLogic'
import { useGroupLive } from './useGroupLive'

describe('useGroupLive', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('GroupLive_EachEventOnTheSpellTopicRefetches', () => {
    const onChange = vi.fn()
    renderHook(() => useGroupLive('u1', { version: 1, status: 'open' }, onChange))
    expect(live.topics).toEqual(['spell:u1'])
    act(() => live.onEvent?.())
    act(() => live.onEvent?.())
    expect(onChange).toHaveBeenCalledTimes(2)
  })

  it('GroupLive_SocketDown_PollsTheVersionEvery2sAndRefetchesOnlyOnChange', async () => {
    const onChange = vi.fn()
    const { result } = renderHook(() => useGroupLive('u1', { version: 1, status: 'open' }, onChange))
    act(() => live.onFallback?.())
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
})
