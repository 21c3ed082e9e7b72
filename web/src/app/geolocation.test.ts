import { afterEach, describe, expect, it, vi } from 'vitest'
import { GEO_FALLBACK_MS, GEO_TIMEOUT_MS, locate } from './geolocation'

afterEach(() => vi.useRealTimers())

describe('locate', () => {
  it('answers the position, asking with the 3500 ms time-out', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback, _error?: PositionErrorCallback | null, options?: PositionOptions) => {
      expect(options?.timeout).toBe(GEO_TIMEOUT_MS)
      ok({ coords: { latitude: 22.2819, longitude: 114.1566 } } as GeolocationPosition)
    })
    await expect(locate({ getCurrentPosition })).resolves.toEqual({ status: 'ok', position: { lat: 22.2819, lng: 114.1566 } })
  })

  it('answers denied when the visitor refuses', async () => {
    const getCurrentPosition = (_ok: PositionCallback, error?: PositionErrorCallback | null) => error?.({ code: 1 } as GeolocationPositionError)
    await expect(locate({ getCurrentPosition })).resolves.toEqual({ status: 'denied' })
  })

  it('gives up after the 4000 ms fallback when the browser never answers', async () => {
    vi.useFakeTimers()
    const pending = locate({ getCurrentPosition: () => undefined })
    vi.advanceTimersByTime(GEO_FALLBACK_MS)
    await expect(pending).resolves.toEqual({ status: 'timeout' })
  })

  it('answers unavailable without a geolocation API', async () => {
    await expect(locate(undefined)).resolves.toEqual({ status: 'unavailable' })
  })
})
