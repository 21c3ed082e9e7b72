import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(QUERY)
  list?.addEventListener?.('change', onChange)
  return () => list?.removeEventListener?.('change', onChange)
}

const reduced = () => window.matchMedia?.(QUERY).matches ?? false

/** The person asked for less motion (the system setting): wheels do not spin, boxes do not shake. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false)
}
