import { useSyncExternalStore } from 'react'

/**
 * A tiny external store kept in localStorage: `get`, `set`, `subscribe` and a hook. Components
 * re-render when the value changes, in this tab or in another one.
 */
export interface PersistentStore<T> {
  get(): T
  set(next: T | ((previous: T) => T)): void
  subscribe(listener: () => void): () => void
  use(): T
}

/** Every store made here, so that clearing storage (logout) can reset them all at once. */
const reloaders = new Set<() => void>()

/** Re-reads every store from localStorage (after it was cleared: back to their initial values). */
export function reloadPersistentStores() {
  reloaders.forEach((reload) => reload())
}

export function createPersistentStore<T>(
  key: string,
  initial: T,
  revive: (raw: unknown) => T | null = (raw) => raw as T,
  // sessionStorage for drafts that should outlive a page change but not the visit.
  storage: () => Storage | undefined = () => globalThis.localStorage,
): PersistentStore<T> {
  const listeners = new Set<() => void>()
  const load = (): T => {
    try {
      const raw = storage()?.getItem(key)
      if (raw) return revive(JSON.parse(raw)) ?? initial
    } catch {
      // unreadable or corrupt: start over
    }
    return initial
  }
  let state = load()
  const notify = () => listeners.forEach((listener) => listener())
  reloaders.add(() => {
    state = load()
    notify()
  })

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return
      state = load()
      notify()
    })
  }

  const store: PersistentStore<T> = {
    get: () => state,
    set(next) {
      state = typeof next === 'function' ? (next as (previous: T) => T)(state) : next
      try {
        storage()?.setItem(key, JSON.stringify(state))
      } catch {
        // storage full or unavailable: keep the value for this visit
      }
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    use() {
      return useSyncExternalStore(store.subscribe, store.get, store.get)
    },
  }
  return store
}
