import { Dialog } from 'antd-mobile'
import type { TFunction } from 'i18next'

let asking = false

/**
 * spec 000 §8 tip modal "confirm order cannot be changed after" (spec 001 §4: order type changes
 * are not allowed after confirmation): asked before an order is submitted at checkout and before a
 * table's first round goes to the kitchen. Answers whether the customer confirmed; a second tap
 * while the question is open answers false (one question, one order).
 */
export async function confirmOrderFinal(t: TFunction, orderTypeLabel: string): Promise<boolean> {
  if (asking) return false
  asking = true
  try {
    return await Dialog.confirm({
      title: t('orderLock.title'),
      content: t('orderLock.content', { type: orderTypeLabel }),
      confirmText: t('orderLock.confirm'),
      cancelText: t('orderLock.back'),
    })
  } finally {
    asking = false
  }
}
