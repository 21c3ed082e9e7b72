import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '../../api/order'
import { canOrderAgain } from './orderAgain'
import { useOrderAgain } from './useOrderAgain'

interface Props {
  order: { order_id: string; status: OrderStatus }
  /** The detail page shows it as a primary action; the list as a small outlined one. */
  primary?: boolean
}

/** "再來一單" on an order that is over (finished or cancelled); nothing otherwise. */
export function OrderAgainButton({ order, primary }: Props) {
  const { t } = useTranslation()
  const { run, busyId } = useOrderAgain()
  if (!canOrderAgain(order)) return null
  return (
    <Button
      size="small"
      shape="rounded"
      color="primary"
      fill={primary ? 'solid' : 'outline'}
      loading={busyId === order.order_id}
      loadingText={t('orderAgain.button')}
      data-testid="order-again"
      onClick={(event) => {
        // Inside a clickable order card: the card must not open as well.
        event.stopPropagation()
        void run(order.order_id)
      }}
    >
      {t('orderAgain.button')}
    </Button>
  )
}
