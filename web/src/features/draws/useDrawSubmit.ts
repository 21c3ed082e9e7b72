import { Toast } from 'antd-mobile'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { isSilentError } from '../../api/client'
import { useDraw, type DrawRequest, type DrawResult } from '../../api/draws'
import { toastError } from '../../app/errorToast'
import { useSubmitAttempt } from '../../checkout/useSubmitAttempt'

/**
 * Sends a draw. One idempotency key per attempt: a double tap, or a retry after a lost answer, is
 * the same draw (the server answers it again); a refusal (no chances today, points short, all
 * drawn, preview) is the server's message, and `onRefused` reads the activity again; the next tap
 * is a new draw. Answers the result, or null when there is none to show.
 */
export function useDrawSubmit(onRefused: () => void) {
  const { t } = useTranslation()
  const attempt = useSubmitAttempt()
  const mutation = useDraw()
  const sending = useRef(false)
  const submit = async (draw: DrawRequest): Promise<DrawResult | null> => {
    if (sending.current) return null
    sending.current = true
    try {
      const result = await mutation.mutateAsync({ draw, idempotencyKey: attempt.keyFor(draw) })
      attempt.succeeded()
      return result
    } catch (error) {
      if (attempt.failed(error)) Toast.show({ content: t('draws.networkRetry') })
      // A silent error is a session that ended: its modal leads to the sign-in page itself.
      else if (!isSilentError(error)) {
        toastError(error)
        onRefused()
      }
      return null
    } finally {
      sending.current = false
    }
  }
  return { submit, busy: mutation.isPending }
}
