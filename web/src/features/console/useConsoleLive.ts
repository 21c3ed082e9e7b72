import { Toast } from 'antd-mobile'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { subscribeLive } from '../../api/live'
import { consoleEventEffect, REMIND_HIGHLIGHT_MS } from './consoleLive'
import { tableRoundKey } from './kitchenTables'

interface Refetch {
  orders: () => void
  refunds: () => void
  store: () => void
  tables: () => void
}

/** Polling while the live channel is down. */
const FALLBACK_POLL_MS = 10_000

/**
 * The console's live channel: fetches the lists an event changes (refund requests and tables
 * included). When a customer chases an order (order-remind) or a table sends a round to the
 * kitchen (table-round), it says so in a toast and highlights the order (its id) or the round
 * (`tableRoundKey`) until staff open it or a minute passes. Polls when the socket fails.
 */
export function useConsoleLive(sid: number, refetch: Refetch) {
  const { t } = useTranslation()
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set())
  const latest = useRef(refetch)
  latest.current = refetch
  const translate = useRef(t)
  translate.current = t
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

  useEffect(() => {
    let poll: number | undefined
    const stop = subscribeLive(
      [`store-orders:${sid}`, `store:${sid}`],
      (event) => {
        const effect = consoleEventEffect(event)
        if (effect.orders) latest.current.orders()
        if (effect.refunds) latest.current.refunds()
        if (effect.store) latest.current.store()
        if (effect.tables) latest.current.tables()
        const announce = (content: string, key: string) => {
          Toast.show({ content, duration: 3000 })
          setHighlighted((previous) => new Set(previous).add(key))
          window.clearTimeout(timers.current.get(key))
          timers.current.set(key, window.setTimeout(() => dismiss(key), REMIND_HIGHLIGHT_MS))
        }
        const { remind, tableRound } = effect
        if (remind) announce(translate.current('remind.consoleToast', { serial: remind.serial || remind.orderId }), remind.orderId)
        if (tableRound) announce(translate.current('kitchen.newRound', { table: tableRound.tableNo, n: tableRound.round }), tableRoundKey(tableRound.tableNo, tableRound.round))
      },
      () => {
        poll = window.setInterval(() => {
          latest.current.orders()
          latest.current.refunds()
          latest.current.tables()
        }, FALLBACK_POLL_MS)
      },
    )
    const pending = timers.current
    return () => {
      stop()
      if (poll !== undefined) window.clearInterval(poll)
      for (const timer of pending.values()) window.clearTimeout(timer)
      pending.clear()
    }
    // one subscription per store: the callbacks and the translation are read through refs
  }, [sid, dismiss])

  return { highlighted, dismiss }
}
