import { Toast } from 'antd-mobile'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LiveEvent } from '../../api/live'
import { useLiveOrPoll } from '../../api/useLiveOrPoll'
import { consoleEventEffect, REMIND_HIGHLIGHT_MS } from './consoleLive'
import { tableRoundKey } from './kitchenTables'

interface Refetch {
  orders: () => void
  refunds: () => void
  store: () => void
  tables: () => void
  /** Points-mall exchanges waiting for pickup (no event of their own: re-read with everything else). */
  mallOrders: () => void
}

/** Polling while the live channel is down or refuses a topic. */
const FALLBACK_POLL_MS = 10_000

/**
 * The console's live channel: fetches the lists an event changes (refund requests and tables
 * included). When a customer chases an order (order-remind) or a table sends a round to the
 * kitchen (table-round), it says so in a toast and highlights the order (its id) or the round
 * (`tableRoundKey`) until staff open it or a minute passes. Everything the console shows is re-read
 * by the shared live-or-poll policy (api/useLiveOrPoll.ts): after every (re)connection, every 60 s
 * while live, every 10 s while the socket is down or a topic refused.
 */
export function useConsoleLive(sid: number, refetch: Refetch) {
  const { t } = useTranslation()
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set())
  const timers = useRef(new Map<string, number>())

  const dismiss = useCallback((key: string) => {
    window.clearTimeout(timers.current.get(key))
    timers.current.delete(key)
    setHighlighted((previous) => {
      if (!previous.has(key)) return previous
      const next = new Set(previous)
      next.delete(key)
      return next
    })
  }, [])

  const onEvent = (event: LiveEvent) => {
    const effect = consoleEventEffect(event)
    if (effect.orders) refetch.orders()
    if (effect.refunds) refetch.refunds()
    if (effect.store) refetch.store()
    if (effect.tables) refetch.tables()
    const announce = (content: string, key: string) => {
      Toast.show({ content, duration: 3000 })
      setHighlighted((previous) => new Set(previous).add(key))
      window.clearTimeout(timers.current.get(key))
      timers.current.set(key, window.setTimeout(() => dismiss(key), REMIND_HIGHLIGHT_MS))
    }
    const { remind, tableRound } = effect
    if (remind) announce(t('remind.consoleToast', { serial: remind.serial || remind.orderId }), remind.orderId)
    if (tableRound) announce(t('kitchen.newRound', { table: tableRound.tableNo, n: tableRound.round }), tableRoundKey(tableRound.tableNo, tableRound.round))
  }

  // A missed event may have changed any of them, the store's status included. (useLiveOrPoll
  // always calls the latest onEvent and refresh, so these read this render's refetch and t.)
  const rereadAll = () => {
    refetch.orders()
    refetch.refunds()
    refetch.tables()
    refetch.store()
    refetch.mallOrders()
  }

  useLiveOrPoll({ topics: [`store-orders:${sid}`, `store:${sid}`], onEvent, refresh: rereadAll, pollMs: FALLBACK_POLL_MS })

  // The highlight timers end with the page (or when it shows another store).
  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer)
      pending.clear()
    }
  }, [sid])

  return { highlighted, dismiss }
}
