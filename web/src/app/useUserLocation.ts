import { useQuery } from '@tanstack/react-query'
import { locate, type LocationResult } from './geolocation'

/**
 * The visitor's position, asked once per visit and shared by every page that needs it; `enabled`
 * false waits to ask until a page needs it (a sheet not open yet).
 */
export function useUserLocation({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<LocationResult>({
    queryKey: ['geolocation'],
    queryFn: () => locate(),
    staleTime: 5 * 60_000,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    enabled,
  })
}
