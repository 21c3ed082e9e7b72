import { useQuery } from '@tanstack/react-query'
/** The deployed build id from /version.json (a static file, not an envelope). */
export async function fetchDeployedVersion(signal?: AbortSignal): Promise<string | null> {
  const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store', signal })
  if (!response.ok) return null
  const body: unknown = await response.json().catch(() => null)
  if (body && typeof body === 'object' && 'version' in body) {
    const version = (body as { version: unknown }).version
    return version === undefined || version === null ? null : String(version)
  }
  return null
}

/** The build this server serves, for the version page (memberPlus/pages/versionList). */
export function useDeployedVersion() {
  return useQuery({ queryKey: ['deployedVersion'] as const, queryFn: ({ signal }) => fetchDeployedVersion(signal), staleTime: 60_000 })
}
