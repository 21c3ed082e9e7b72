import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { ApiError, errorMessage } from '../api/client'

/**
 * Query errors show on the page (error view with retry) when there is nothing to show yet; a
 * failed background refresh of data already on screen, or a failed mutation, shows a toast
 * (spec 000 §8: a non-200 answer toasts resultMsg or 访问人数过多，请稍后尝试).
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data !== undefined) Toast.show({ content: errorMessage(error) })
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => Toast.show({ content: errorMessage(error) }),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500),
        refetchOnWindowFocus: false,
      },
    },
  })
}
