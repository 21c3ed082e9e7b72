import { Dialog } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useOrderAgainMutation, type OrderAgainAnswer } from '../../api/order'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { setStoreState } from '../../app/storeState'
import { rememberCartSid } from '../../menu/cartHandoff'
import { afterOrderAgainQuery, storeStateAfterOrderAgain } from './orderAgain'
import s from './OrderAgain.module.css'

/**
 * Copies an order into the cart of its store and type, tells what could not be copied (name and
 * reason) and opens the store's menu with the cart.
 */
export function useOrderAgain() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const orderAgain = useOrderAgainMutation()
  // Busy until the menu opens, through the dialog of what could not be copied.
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
      // The answer is the cart as /v1/cart/list gives it: the hook puts it in place for the menu.
      const answer = await orderAgain.mutateAsync(orderId)
      // This store's cart was just filled here: another store's cart must not be moved into it.
      rememberCartSid(answer.sid)
      setStoreState(storeStateAfterOrderAgain(answer))
      if (answer.skipped.length > 0) await showSkipped(answer)
      navigate(pageUrl(PAGE.storeGoods, afterOrderAgainQuery(answer)))
    } catch {
      // the query client said why
    } finally {
      setBusyId(null)
    }
  }

  return { run, busyId }
}
