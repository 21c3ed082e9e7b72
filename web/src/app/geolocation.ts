import type { Position } from '../api/stores'

/** spec 000 §9: the geolocation request times out after 3500 ms, with a 4000 ms fallback. */
export const GEO_TIMEOUT_MS = 3500
export const GEO_FALLBACK_MS = 4000

export type LocationResult =
  | { status: 'ok'; position: Position }
  | { status: 'denied' | 'timeout' | 'unavailable' }

type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>

/**
 * Asks the browser for the position once. Resolves (never rejects) with the position, or why
 * there is none; it settles after at most GEO_FALLBACK_MS even when the browser never answers.
 */
export function locate(
  geolocation: GeolocationLike | undefined = globalThis.navigator?.geolocation,
  timeouts = { request: GEO_TIMEOUT_MS, fallback: GEO_FALLBACK_MS },
): Promise<LocationResult> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve({ status: 'unavailable' })
      return
    }
    let settled = false
    const settle = (result: LocationResult) => {
      if (settled) return
      settled = true
      clearTimeout(fallback)
      resolve(result)
    }
    const fallback = setTimeout(() => settle({ status: 'timeout' }), timeouts.fallback)
    try {
      geolocation.getCurrentPosition(
        (position) => settle({ status: 'ok', position: { lat: round6(position.coords.latitude), lng: round6(position.coords.longitude) } }),
        (error) => settle({ status: error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable' }),
        { enableHighAccuracy: false, timeout: timeouts.request, maximumAge: 5 * 60_000 },
      )
    } catch {
      settle({ status: 'unavailable' })
    }
  })
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6
}
