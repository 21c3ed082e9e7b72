import type { TFunction } from 'i18next'

/** What a store that is not open allows: busy takes nothing; resting or on a break takes bookings. */
export function closedNotice(t: TFunction, status: string, firstSlot: string | null): string {
  if (status === 'busy') return t('ordering.busyNotice')
  if (firstSlot) return t(status === 'break' ? 'ordering.breakPreorder' : 'ordering.closedPreorder', { when: firstSlot })
  return t(status === 'break' ? 'ordering.breakNotice' : 'ordering.closedNotice')
}
