/** Whether the service answers again (`GET /healthz`, not an envelope's business call): the maintenance page's "try again". */
export async function serviceIsUp(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch('/healthz', { cache: 'no-store', signal })
    return response.ok
  } catch {
    return false
  }
}
