import { Button, Dialog, Toast } from 'antd-mobile'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../api/client'
import { useRemindOrder, type OrderSummary } from '../../api/order'
import { toastError } from '../../app/errorToast'
import { useLanguage } from '../../i18n'
import { formatClock } from '../../ui/format'
import { isRemindRefusal } from './orderTimes'

type RemindFields = Pick<OrderSummary, 'order_id' | 'canRemind' | 'remindedAt' | 'remindAvailableAt'>

/**
 * 催單: chases a late order (docs/API.md `POST /v1/order/remind`). Shown while the server says
 * `canRemind`; right after a reminder it waits, disabled, saying when it can chase again (and asks
 * the page to refresh then). Refusals (not late yet, chased a moment ago) are the server's words.
 */
export function RemindButton({ order, onDone }: { order: RemindFields; onDone: () => void }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const remindOrder = useRemindOrder()
  const waitsUntil = !order.canRemind && order.remindedAt && order.remindAvailableAt ? order.remindAvailableAt : null

  useEffect(() => {
    if (!waitsUntil) return
    const timer = window.setTimeout(onDone, Math.max(0, waitsUntil - Date.now()) + 500)
    return () => window.clearTimeout(timer)
  }, [waitsUntil, onDone])

  if (waitsUntil) {
    return (
      <Button size="small" shape="rounded" fill="outline" disabled>
        {t('remind.againAt', { time: formatClock(waitsUntil, lang) })}
      </Button>
    )
  }
  if (!order.canRemind) return null
  const remind = async () => {
    try {
      await remindOrder.mutateAsync(order.order_id)
      Toast.show({ content: t('remind.done'), icon: 'success' })
    } catch (error) {
      if (isRemindRefusal(error)) void Dialog.alert({ content: errorMessage(error), confirmText: t('common.confirm') })
      else toastError(error)
    } finally {
      onDone()
    }
  }
  return (
    <Button size="small" shape="rounded" color="warning" fill="outline" loading={remindOrder.isPending} onClick={() => void remind()}>
      {t('remind.button')}
    </Button>
  )
}
