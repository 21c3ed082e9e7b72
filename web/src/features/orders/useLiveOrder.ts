import { useLiveOrPoll } from '../../api/useLiveOrPoll'
import { isOrderChange } from './orderLive'

/** How often the order is re-read while the live channel is down or refuses the topic. */
export const ORDER_POLL_FALLBACK_MS = 10_000

/**
 * Refetches when the order's status or one of its refund requests changes: WebSocket topic
 * `order:<id>`, with the shared live-or-poll policy (api/useLiveOrPoll.ts): re-read after every
 * (re)connection, every 60 s while live, every 10 s while not.
 */
export function useLiveOrder(orderId: string | null, enabled: boolean, refetch: () => void) {
  useLiveOrPoll({
    topics: orderId ? [`order:${orderId}`] : [],
    enabled: enabled && orderId !== null,
    onEvent: (event) => {
      if (isOrderChange(event)) refetch()
    },
    refresh: refetch,
    pollMs: ORDER_POLL_FALLBACK_MS,
  })
}
