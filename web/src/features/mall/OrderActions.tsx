import { Button, Dialog, Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { cashOf } from '../../api/mall'
import { formatMoney } from '../../api/money'
import { payMallOrder, useCancelMallOrder, useReceiveMallOrder, type MallOrder } from '../../api/mallOrders'
import { useCardCheckout } from '../../checkout/useCardCheckout'
import { useLanguage } from '../../i18n'
import { cancelQuestionKey, orderActions } from '../../mall/orderStatus'
import { payReturnUrl } from './useExchangeSubmit'
import s from './mall.module.css'

/**
 * What the member may do with an exchange: pay a pending cash part on the card page, confirm a
 * shipped delivery arrived, cancel before it is collected or shipped (points back, and a paid
 * cash part back to the card). A refusal is the server's words (toasted), and the exchange is read again.
 */
export function OrderActions({ order, onChanged }: { order: MallOrder; onChanged: () => void }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const cancel = useCancelMallOrder()
  const receive = useReceiveMallOrder()
  const card = useCardCheckout()
  const actions = orderActions(order)
  if (actions.length === 0) return null

  const askCancel = async () => {
    const sure = await Dialog.confirm({ content: t(cancelQuestionKey(order)), confirmText: t('mall.cancelYes'), cancelText: t('mall.cancelNo') })
    if (!sure) return
    try {
      await cancel.mutateAsync(order.order_no)
      Toast.show({ content: t('mall.cancelled'), icon: 'success' })
    } catch {
      onChanged()
    }
  }
  const askReceive = async () => {
    const sure = await Dialog.confirm({ content: t('mall.receiveConfirm'), confirmText: t('mall.receiveYes'), cancelText: t('mall.receiveNo') })
    if (!sure) return
    try {
      await receive.mutateAsync(order.order_no)
      Toast.show({ content: t('mall.received'), icon: 'success' })
    } catch {
      onChanged()
    }
  }
  return (
    <div className={s.actions}>
      {actions.includes('pay') && (
        <Button block color="primary" shape="rounded" className={s.cancelButton} loading={card.busy} onClick={() => void card.pay((key) => payMallOrder(order.order_no, payReturnUrl(order.order_no), key))} data-testid="mall-order-pay">
          {t('mall.payNow', { cash: formatMoney(cashOf(order), lang) })}
        </Button>
      )}
      {actions.includes('receive') && (
        <Button block color="primary" shape="rounded" className={s.cancelButton} loading={receive.isPending} onClick={() => void askReceive()} data-testid="mall-order-receive">
          {t('mall.receive')}
        </Button>
      )}
      {actions.includes('cancel') && cancelQuestionKey(order) === 'mall.cancelConfirmCash' && <p className={s.note}>{t('mall.cancelCashNote')}</p>}
      {actions.includes('cancel') && (
        <Button block shape="rounded" fill="outline" className={s.cancelButton} loading={cancel.isPending} onClick={() => void askCancel()} data-testid="mall-order-cancel">
          {t('mall.cancel')}
        </Button>
      )}
    </div>
  )
}
