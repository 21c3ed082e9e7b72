import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastError } from '../app/errorToast'
import { useCardCheckout } from './useCardCheckout'

// A real toast renders through React's scheduler after the test has ended (and, once the test
// environment is gone, fails the run): the hook's part is to say the refusal, which is checked.
vi.mock('../app/errorToast', () => ({ toastError: vi.fn() }))

describe('useCardCheckout', () => {
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
  afterEach(() => {
    assign.mockReset()
    vi.mocked(toastError).mockReset()
  })

  it('sends the browser to the gateway page the start answered', async () => {
    const { result } = renderHook(() => useCardCheckout())
    await act(() => result.current.pay(async () => ({ payUrl: '/sandbox/pay/abc' })))
    expect(assign).toHaveBeenCalledWith('/sandbox/pay/abc')
  })

  it('retries with the same key until something else is chosen or a start is refused', async () => {
    const { result } = renderHook(() => useCardCheckout())
    const keys: string[] = []
    const lost = async (key: string): Promise<{ payUrl: string }> => {
      keys.push(key)
      throw new Error('refused')
    }
    const kept = async (key: string) => {
      keys.push(key)
      return { payUrl: '/sandbox/pay/x' }
    }
    await act(() => result.current.pay(kept))
    await act(() => result.current.pay(kept))
    expect(keys[0]).toBe(keys[1]) // a double tap: the same order
    act(() => result.current.renew())
    await act(() => result.current.pay(lost))
    expect(keys[2]).not.toBe(keys[1]) // another plan chosen: a new attempt
    expect(result.current.busy).toBe(false)
    expect(toastError).toHaveBeenCalledWith(new Error('refused')) // the refusal is said to the member
    await act(() => result.current.pay(kept))
    expect(keys[3]).not.toBe(keys[2]) // after a refusal: a new attempt
  })
})
