import { useStoreInfo } from '../../api/stores'
import { useStoreState } from '../../app/storeState'

/**
 * The store the goods are collected at: the one picked on the confirm page (kept in its address,
 * so it survives a trip to the address form), else the one the customer orders from (the app's
 * chosen store) when it may hand them over; none when there is no such store or it is gone.
 */
export function usePickupStore(pickedSid: number | null, allowed: (sid: number) => boolean) {
  const appSid = useStoreState().sid
  const candidate = pickedSid ?? (appSid !== null && allowed(appSid) ? appSid : null)
  const info = useStoreInfo(candidate)
  const sid = info.isError ? null : candidate
  return { sid, store: sid === null ? null : (info.data ?? null) }
}
