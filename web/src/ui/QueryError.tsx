import type { UseQueryResult } from '@tanstack/react-query'
import { errorMessage } from '../api/client'
import { ErrorView } from './PageStates'

interface Props {
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>
  fullPage?: boolean
}

/** A read that failed: its message and a retry (nothing while it has not failed). */
export function QueryError({ query, fullPage }: Props) {
  if (!query.isError) return null
  return <ErrorView fullPage={fullPage} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
}
