import { useQueryClient } from '@tanstack/react-query'
import { Dialog, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { cartOwner, cartQueries } from '../../api/cart'
import { errorMessage, isSilentError } from '../../api/client'
import { orderAgain, type OrderAgainAnswer } from '../../api/order'
import { useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { setStoreState } from '../../app/storeState'
import { useLanguage } from '../../i18n'
import { rememberCartSid } from '../ordering/useCart'
import { afterOrderAgainQuery, storeStateAfterOrderAgain } from './orderAgain'
import s from './OrderAgain.module.css'

/**
 * Copies an order into the cart of its store and type, tells what could not be copied (name and
 * reason) and opens the store's menu with the cart.
 */
export function useOrderAgain() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const session = useSession()
  const lang = useLanguage()
  const [busyId, setBusyId] = useState<string | null>(null)

  const showSkipped = (answer: OrderAgainAnswer) =>
    Dialog.alert({
      title: answer.added > 0 ? t('orderAgain.skippedTitle') : t('orderAgain.noneTitle'),
      content: (
        <ul className={s.skipped} data-testid="order-again-skipped">
          {answer.skipped.map((item, index) => (
            <li key={`${item.goods_id}-${index}`}>
              <strong>{item.name}</strong>
              <span>{item.reason}</span>
            </li>
          ))}
        </ul>
      ),
      confirmText: t('common.confirm'),
    })

  const run = async (orderId: string) => {
    if (busyId) return
    setBusyId(orderId)
    try {
      const answer = await orderAgain(orderId)
      // The answer is the cart as /v1/cart/list gives it: the menu shows it without another call.
      client.setQueryData(cartQueries.list(cartOwner(session), answer.sid, answer.orderType, lang).queryKey, answer.cart)
      // This store's cart was just filled here: another store's cart must not be moved into it.
      rememberCartSid(answer.sid)
      setStoreState(storeStateAfterOrderAgain(answer))
      if (answer.skipped.length > 0) await showSkipped(answer)
      navigate(pageUrl(PAGE.storeGoods, afterOrderAgainQuery(answer)))
    } catch (error) {
      if (!isSilentError(error)) Toast.show({ content: errorMessage(error) })
    } finally {
      setBusyId(null)
    }
  }

  return { run, busyId }
}
