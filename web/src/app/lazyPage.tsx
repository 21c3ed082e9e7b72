import { lazy, Suspense, useState, type ComponentType } from 'react'
import { LoadingView } from '../ui/PageStates'
import { PageErrorBoundary } from './PageErrorBoundary'
import { PAGE_LOAD_TIMEOUT_MS, withTimeout } from './pageLoad'

/** Lazy-loaded pages (spec 000 §2): the loading view appears after 200 ms, the error page on failure. */
type PageModule = { default: ComponentType }

export interface LazyPage {
  /** Renders the page: delayed loading view, then the page, or the error page with retry. */
  Page: ComponentType
  /** Starts loading the page's code ahead of time. */
  preload(): void
}

export function lazyPage(loader: () => Promise<PageModule>, timeoutMs = PAGE_LOAD_TIMEOUT_MS): LazyPage {
  let pending: Promise<PageModule> | null = null
  const load = () => {
    pending ??= withTimeout(loader(), timeoutMs).catch((error: unknown) => {
      pending = null // the next attempt loads again
      throw error
    })
    return pending
  }
  let Lazy = lazy(load)

  function Page() {
    const [attempt, setAttempt] = useState(0)
    const retry = () => {
      Lazy = lazy(load)
      setAttempt((value) => value + 1)
    }
    const Current = Lazy
    return (
      <PageErrorBoundary key={attempt} onRetry={retry}>
        {/* page-loading: the page's code is on its way (the page sweep waits for it to go). */}
        <Suspense fallback={<div data-testid="page-loading"><LoadingView /></div>}>
          <Current />
        </Suspense>
      </PageErrorBoundary>
    )
  }

  return {
    Page,
    preload: () => {
      load().catch(() => undefined)
    },
  }
}
