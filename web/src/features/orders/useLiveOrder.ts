import { useEffect } from 'react'
import { subscribeLive } from '../../api/live'
import { isOrderChange } from './orderLive'

export const ORDER_POLL_FALLBACK_MS = 10_000

/**
 * Refetches when the order's status or one of its refund requests changes: WebSocket topic
 * `order:<id>`, polling every 10 s if that fails.
 */
export function useLiveOrder(orderId: string | null, enabled: boolean, refetch: () => void) {
  useEffect(() => {
    if (!orderId || !enabled) return
    let timer: number | undefined
    const stop = subscribeLive(
      [`order:${orderId}`],
      (event) => {
        if (isOrderChange(event)) refetch()
      },
      () => {
        timer = window.setInterval(refetch, ORDER_POLL_FALLBACK_MS)
      },
    )
    return () => {
      stop()
      if (timer !== undefined) window.clearInterval(timer)
    }
    // refetch is stable enough per order; resubscribing on every render would drop events
  }, [orderId, enabled]) // eslint-disable-line react-hooks/exhaustive-deps
}
