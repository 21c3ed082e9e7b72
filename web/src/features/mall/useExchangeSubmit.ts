import { Toast } from 'antd-mobile'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { isSilentError } from '../../api/client'
import { useSubmitMallOrder, type MallExchange } from '../../api/mall'
import { toastError } from '../../app/errorToast'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useSubmitAttempt } from '../../checkout/useSubmitAttempt'

/**
 * Sends the confirm page's exchange, then opens the exchange (its pickup code). One idempotency
 * key for the screen's item until the server answers: a double tap, or a retry after a lost
 * answer (even with another quantity or store chosen meanwhile), is the same exchange. A refusal
 * (points short, sold out, limit, store) is the server's message, and `onRefused` reads the item
 * again; the next tap is a new attempt.
 */
export function useExchangeSubmit(onRefused: () => void) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const attempt = useSubmitAttempt()
  const mutation = useSubmitMallOrder()
  const sending = useRef(false)
  const submit = async (exchange: MallExchange) => {
    if (sending.current) return
    sending.current = true
    try {
      const order = await mutation.mutateAsync({ exchange, idempotencyKey: attempt.keyFor(exchange.itemId) })
      attempt.succeeded()
      Toast.show({ content: t('mall.exchanged'), icon: 'success' })
      navigate(pageUrl(PAGE.mallOrder, { order_no: order.order_no }), { replace: true })
    } catch (error) {
      if (attempt.failed(error)) Toast.show({ content: t('mall.networkRetry') })
      // A silent error is a session that ended: its modal leads to the sign-in page itself.
      else if (!isSilentError(error)) {
        toastError(error)
        onRefused()
      }
    } finally {
      sending.current = false
    }
  }
  return { submit, busy: mutation.isPending }
}
