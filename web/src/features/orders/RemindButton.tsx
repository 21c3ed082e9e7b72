import { Button, Dialog, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, isSilentError } from '../../api/client'
import { remindOrder, type OrderSummary } from '../../api/order'
import { isRemindRefusal } from './orderTimes'

/**
 * 催單: chases a late order (docs/API.md `POST /v1/order/remind`). Shown while the server says
 * `canRemind`; its refusals (not late yet, chased a moment ago) are the server's own explanation.
 */
export function RemindButton({ order, onDone }: { order: Pick<OrderSummary, 'order_id' | 'canRemind'>; onDone: () => void }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  if (!order.canRemind) return null
  const remind = async () => {
    setBusy(true)
    try {
      await remindOrder(order.order_id)
      Toast.show({ content: t('remind.done'), icon: 'success' })
    } catch (error) {
      if (isRemindRefusal(error)) void Dialog.alert({ content: errorMessage(error), confirmText: t('common.confirm') })
      else if (!isSilentError(error)) Toast.show({ content: errorMessage(error) })
    } finally {
      setBusy(false)
      onDone()
    }
  }
  return (
    <Button size="small" shape="rounded" color="warning" fill="outline" loading={busy} onClick={() => void remind()}>
      {t('remind.button')}
    </Button>
  )
}
