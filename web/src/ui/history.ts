import { useEffect, useRef } from 'react'

/**
 * The browser history as the app uses it. React Router numbers its entries (`idx`); entries the
 * app pushes for itself (an open sheet, the pay page's leave guard) carry a marker under their
 * own key, on the same address.
 */

/** Whether this visit has a page to go back to (React Router's entry index), or was opened directly. */
export function canGoBack(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0
}

/** A new marker, unique to one open sheet or guard. */
export const newHistoryMarker = () => `${Date.now()}-${Math.random()}`

/** The marker the current entry carries under `key`, if any. */
export function historyMarker(key: string): string | undefined {
  const state: unknown = window.history.state
  return state && typeof state === 'object' ? ((state as Record<string, unknown>)[key] as string | undefined) : undefined
}

/** Pushes an entry for the same address, keeping the router's state, with `marker` under `key`. */
export function pushMarkedEntry(key: string, marker: string) {
  window.history.pushState({ ...(window.history.state as object | null), [key]: marker }, '')
}

/** A ref that always holds the latest `value`: for callbacks read inside long-lived listeners. */
export function useLatest<T>(value: T) {
  const ref = useRef(value)
  useEffect(() => {
    ref.current = value
  })
  return ref
}
