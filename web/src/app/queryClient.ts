import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api/client'
import { toastError } from './errorToast'

/**
 * Query errors show on the page (error view with retry) when there is nothing to show yet; a
 * failed background refresh of data already on screen, or a failed mutation, shows a toast
 * (spec 000 §8: a non-200 answer toasts resultMsg or 访问人数过多，请稍后尝试). An error a modal
 * already explains (login expired, frozen member) gets no toast: spec 000 §4 suppresses the
 * "login expired, re-login" toast.
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data !== undefined) toastError(error)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // Pages that show the error themselves opt out with meta.toast = false.
        if (mutation.meta?.toast !== false) toastError(error)
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500),
        refetchOnWindowFocus: false,
      },
    },
  })
}
