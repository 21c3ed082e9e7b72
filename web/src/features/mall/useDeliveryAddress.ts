import { useQuery } from '@tanstack/react-query'
import { addressQueries } from '../../api/address'
import { useMemberId } from '../../api/session'
import { useLanguage } from '../../i18n'

/**
 * The address a delivery goes to: the one chosen on the confirm page, else the member's default,
 * else their first; null with none saved. The address book is read only for a delivery.
 */
export function useDeliveryAddress(chosenId: number | null, enabled: boolean) {
  const memberId = useMemberId()
  const list = useQuery({ ...addressQueries.list(memberId, useLanguage()), enabled: enabled && memberId !== null })
  const addresses = list.data?.list ?? []
  const address = addresses.find((item) => item.id === chosenId) ?? addresses.find((item) => item.isDefault === 1) ?? addresses[0] ?? null
  return { address, loading: list.isPending }
}
