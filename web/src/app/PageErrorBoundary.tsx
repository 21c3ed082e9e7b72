import { Component, type ReactNode } from 'react'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ErrorView } from '../ui/PageStates'
import { PageLoadTimeout } from './pageLoad'
import { canGoBack } from '../ui/history'

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
  const navigate = useNavigate()
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  const message = offline ? t('common.offlineHint') : t(timedOut ? 'common.pageTimeout' : 'common.loadFailedHint')
  // The test id tells the page sweep (e2e/every-page.test.mjs) that a page failed, not a query.
  return (
    <div data-testid="page-error-boundary">
    <ErrorView
      fullPage
      message={message}
      onRetry={onRetry}
      ways={
        <>
          {canGoBack() && (
            <Button fill="none" onClick={() => navigate(-1)}>
              {t('common.back')}
            </Button>
          )}
          <Button fill="none" onClick={() => navigate('/pages/home/index', { replace: true })}>
            {t('common.backHome')}
          </Button>
        </>
      }
    />
    </div>
  )
}
