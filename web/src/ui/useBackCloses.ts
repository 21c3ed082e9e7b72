import { useEffect } from 'react'
import { historyMarker, newHistoryMarker, pushMarkedEntry, useLatest } from './history'

/**
 * While `open`, the browser's back button (or an Android back gesture) closes what is open instead
 * of leaving the page: opening pushes a history entry for the same address, back pops it and calls
 * `close`. Closing any other way takes the entry off again, unless the page has moved on (a button
 * in the sheet navigated), in which case the entry is skipped when back comes to it.
 */
export function useBackCloses(open: boolean, close: () => void) {
  const closeRef = useLatest(close)

  useEffect(() => {
    if (!open) return
    const marker = newHistoryMarker()
    let pushed = false
    let cancelled = false
    let poppedByBack = false
    const onPop = () => {
      if (historyMarker(MARKER_KEY) === marker) return
      poppedByBack = true
      closeRef.current()
    }
    whenHistorySettled(() => {
      if (cancelled) return
      pushMarkedEntry(MARKER_KEY, marker)
      pushed = true
      openMarkers.add(marker)
      window.addEventListener('popstate', onPop)
    })
    return () => {
      cancelled = true
      window.removeEventListener('popstate', onPop)
      openMarkers.delete(marker)
      if (pushed && !poppedByBack && historyMarker(MARKER_KEY) === marker) goBackOurselves()
    }
  }, [open, closeRef])
}

const MARKER_KEY = 'qsrSheet'
const openMarkers = new Set<string>()

// history.back() is asynchronous. A sheet opened before our own back has landed would push its
// entry first, and the late back would then pop that new entry and close the new sheet: pushes
// wait until our back has arrived.
let ownBackPending = false
const waitingForBack: Array<() => void> = []

function goBackOurselves() {
  ownBackPending = true
  window.history.back()
}

function whenHistorySettled(run: () => void) {
  if (ownBackPending) waitingForBack.push(run)
  else run()
}

// Registered once, before any sheet's own listener, so it sees every back first.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    if (ownBackPending) {
      ownBackPending = false
      for (const run of waitingForBack.splice(0)) run()
      return
    }
    // Back arriving at the entry of a sheet that is no longer open (the page navigated from inside
    // it) goes one further, so one press of back is one step the customer can see.
    const marker = historyMarker(MARKER_KEY)
    if (marker && !openMarkers.has(marker)) goBackOurselves()
  })
}
