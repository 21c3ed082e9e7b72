import { useQuery } from '@tanstack/react-query'
import { locate, type LocationResult } from './geolocation'

/** The visitor's position, asked once per visit and shared by every page that needs it. */
export function useUserLocation() {
  return useQuery<LocationResult>({
    queryKey: ['geolocation'],
    queryFn: () => locate(),
    staleTime: 5 * 60_000,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  })
}
