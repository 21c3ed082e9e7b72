import type { OrderStatus } from '../../api/order'

/** The store console's next steps for an open order (docs/API.md `POST /v1/console/order/advance`). */
export type AdvanceTarget = 'in_production' | 'ready' | 'rider_to_merchant' | 'rider_delivering' | 'finished' | 'cancelled'

const DELIVERY = 1

export function nextSteps(status: OrderStatus, orderType: number): AdvanceTarget[] {
  switch (status) {
    case 'awaiting_acceptance':
      return ['in_production', 'cancelled']
    case 'in_production':
      return [orderType === DELIVERY ? 'rider_to_merchant' : 'ready', 'cancelled']
    case 'ready':
      return ['finished']
    case 'rider_to_merchant':
      return ['rider_delivering']
    case 'rider_delivering':
      return ['finished']
    default:
      return []
  }
}
