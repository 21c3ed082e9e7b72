import { Dialog } from 'antd-mobile'
import type { TFunction } from 'i18next'

/**
 * spec 000 §8 tip modal "confirm order cannot be changed after" (spec 001 §4: order type changes
 * are not allowed after confirmation): asked before an order is submitted at checkout and before a
 * table's first round goes to the kitchen. Answers whether the customer confirmed.
 */
export function confirmOrderFinal(t: TFunction, orderTypeLabel: string): Promise<boolean> {
  return Dialog.confirm({
    title: t('orderLock.title'),
    content: t('orderLock.content', { type: orderTypeLabel }),
    confirmText: t('orderLock.confirm'),
    cancelText: t('orderLock.back'),
  })
}
