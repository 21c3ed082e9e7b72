import { Toast } from 'antd-mobile'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { subscribeLive } from '../../api/live'
import { consoleEventEffect, REMIND_HIGHLIGHT_MS } from './consoleLive'

interface Refetch {
  orders: () => void
  refunds: () => void
  store: () => void
}

/** Polling while the live channel is down. */
const FALLBACK_POLL_MS = 10_000

/**
 * The console's live channel: fetches the lists an event changes (refund requests included) and,
 * when a customer chases an order (order-remind), says so in a toast and highlights the order
 * until staff open it or a minute passes. Polls when the socket fails.
 */
export function useConsoleLive(sid: number, refetch: Refetch) {
  const { t } = useTranslation()
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set())
  const latest = useRef(refetch)
  latest.current = refetch
  const translate = useRef(t)
  translate.current = t
  const timers = useRef(new Map<string, number>())

  const dismiss = useCallback((orderId: string) => {
    window.clearTimeout(timers.current.get(orderId))
    timers.current.delete(orderId)
    setHighlighted((previous) => {
      if (!previous.has(orderId)) return previous
      const next = new Set(previous)
      next.delete(orderId)
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
        const remind = effect.remind
        if (!remind) return
        Toast.show({ content: translate.current('remind.consoleToast', { serial: remind.serial || remind.orderId }), duration: 3000 })
        setHighlighted((previous) => new Set(previous).add(remind.orderId))
        window.clearTimeout(timers.current.get(remind.orderId))
        timers.current.set(remind.orderId, window.setTimeout(() => dismiss(remind.orderId), REMIND_HIGHLIGHT_MS))
      },
      () => {
        poll = window.setInterval(() => {
          latest.current.orders()
          latest.current.refunds()
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
