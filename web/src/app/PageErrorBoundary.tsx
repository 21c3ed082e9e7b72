import { Component, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorView } from '../ui/PageStates'
import { PageLoadTimeout } from './pageLoad'

interface Props {
  onRetry: () => void
  children: ReactNode
}

interface State {
  error: Error | null
}

/** The error page with a retry button, for a page that failed to load or to render. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error) {
    console.error('page failed', error)
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return <PageLoadError timedOut={error instanceof PageLoadTimeout} onRetry={this.props.onRetry} />
  }
}

function PageLoadError({ timedOut, onRetry }: { timedOut: boolean; onRetry: () => void }) {
  const { t } = useTranslation()
  return <ErrorView fullPage message={t(timedOut ? 'common.pageTimeout' : 'common.loadFailedHint')} onRetry={onRetry} />
}
