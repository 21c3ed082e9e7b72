import { Toast } from 'antd-mobile'
import { errorMessage, isSilentError } from '../api/client'

/**
 * spec 000 §8: a failed call toasts the server's message (resultMsg, or 访问人数过多，请稍后尝试);
 * an error a modal already explained (login expired, frozen member) gets none (spec 000 §4).
 * The query client does this for every query refresh and mutation; calls made outside TanStack
 * Query (a one-off read before navigating) use it directly.
 */
export function toastError(error: unknown) {
  if (!isSilentError(error)) Toast.show({ content: errorMessage(error) })
}
