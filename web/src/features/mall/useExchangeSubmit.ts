import { Toast } from 'antd-mobile'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { isSilentError } from '../../api/client'
import { payMallOrder, useSubmitMallOrder, type MallSubmission } from '../../api/mallOrders'
import { randomId } from '../../api/randomId'
import { toastError } from '../../app/errorToast'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useSubmitAttempt } from '../../checkout/useSubmitAttempt'

/** Where the card page sends the payer of a cash part back (it adds `orderNo`, the payment's). */
export const payReturnUrl = (orderNo: string) => pageUrl(PAGE.mallPay, { order_no: orderNo })

/**
 * Sends the confirm page's exchange. One idempotency key per screen (the item, or the cart) until
 * the server answers: a double tap, or a retry after a lost answer (even with another quantity,
 * store or address chosen meanwhile), is the same exchange. A refusal (points short, sold out,
 * limit, store, way) is the server's message, and `onRefused` reads the goods again; the next tap
 * is a new attempt. `onExchanged` hears of an exchange made. An exchange with a cash part goes on
 * to the card page; one that could not start paying opens the exchange, which offers "pay now".
 */
export function useExchangeSubmit(onRefused: () => void, onExchanged?: () => void) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const attempt = useSubmitAttempt()
  const mutation = useSubmitMallOrder()
  const sending = useRef(false)
  // Between the exchange and the card page: the button stays busy.
  const [paying, setPaying] = useState(false)
  const openOrder = (orderNo: string) => navigate(pageUrl(PAGE.mallOrder, { order_no: orderNo }), { replace: true })

  const submit = async (submission: MallSubmission, screen: string) => {
    if (sending.current) return
    sending.current = true
    try {
      const order = await mutation.mutateAsync({ submission, idempotencyKey: attempt.keyFor(screen) })
      attempt.succeeded()
      onExchanged?.()
      if (order.status !== 'pending_payment') {
        Toast.show({ content: order.fulfilment === 'none' ? t('mall.exchangedToWallet') : t('mall.exchanged'), icon: 'success' })
        openOrder(order.order_no)
        return
      }
      setPaying(true)
      try {
        const start = await payMallOrder(order.order_no, payReturnUrl(order.order_no), randomId())
        window.location.assign(start.payUrl)
      } catch (error) {
        setPaying(false)
        if (!isSilentError(error)) toastError(error)
        openOrder(order.order_no)
      }
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
  return { submit, busy: mutation.isPending || paying }
}
