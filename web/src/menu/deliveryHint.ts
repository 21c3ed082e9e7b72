import type { TFunction } from 'i18next'
import { cents, formatMoney, parseCents, type Cents } from '../api/money'
import type { Store } from '../api/stores'

/**
 * What a delivery cart still needs, shown above the cart bar before checkout (review finding 5,
 * the chains' 「最低消費 / 免運費」 line): the gap to the store's minimum order, else the delivery
 * fee and the gap to free delivery, else that delivery is free. Null when there is nothing to say.
 * The same rules as the server's (engine FeeRules): thresholds count the goods, not boxes or bag.
 */
export type DeliveryHint =
  | { kind: 'minimum'; minimum: Cents; gap: Cents }
  | { kind: 'fee'; fee: Cents; freeFrom: Cents; gap: Cents }
  | { kind: 'feeOnly'; fee: Cents }
  | { kind: 'free' }

export function deliveryHint(delivery: Store['delivery'], goodsTotal: Cents): DeliveryHint | null {
  if (!delivery) return null
  const minimum = parseCents(delivery.minOrder)
  const fee = parseCents(delivery.baseFee)
  const freeFrom = parseCents(delivery.freeThreshold)
  if (minimum > 0 && goodsTotal < minimum) return { kind: 'minimum', minimum, gap: cents(minimum - goodsTotal) }
  if (fee <= 0) return null
  if (freeFrom > 0 && goodsTotal >= freeFrom) return { kind: 'free' }
  if (freeFrom > 0) return { kind: 'fee', fee, freeFrom, gap: cents(freeFrom - goodsTotal) }
  return { kind: 'feeOnly', fee }
}

export function deliveryHintText(t: TFunction, hint: DeliveryHint, lang: string): string {
  const money = (cents: Cents) => formatMoney(cents, lang)
  switch (hint.kind) {
    case 'minimum':
      return t('deliveryHint.minimum', { minimum: money(hint.minimum), gap: money(hint.gap) })
    case 'fee':
      return t('deliveryHint.fee', { fee: money(hint.fee), gap: money(hint.gap) })
    case 'feeOnly':
      return t('deliveryHint.feeOnly', { fee: money(hint.fee) })
    case 'free':
      return t('deliveryHint.free')
  }
}
