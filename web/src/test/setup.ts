import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import '../app/antdRender'

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

// React's scheduler finishes leftover work on a later macrotask. On a loaded machine a file's
// last test can end with some still queued, which then runs after jsdom is torn down and fails
// the whole run with "window is not defined". A short pause after each file's tests drains it.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20))
})

// jsdom lacks these; antd-mobile reads them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  ;(window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub
}
