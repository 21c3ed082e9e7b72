import { useState } from 'react'
import { useStoreInfo, type Store } from '../../api/stores'
import { useStoreState } from '../../app/storeState'

/**
 * The store the goods are collected at: the one the customer orders from (the app's chosen
 * store) until they pick another in the sheet; none when there is no chosen store or it is gone.
 */
export function usePickupStore() {
  const appSid = useStoreState().sid
  const [picked, setPicked] = useState<Store | null>(null)
  const info = useStoreInfo(picked ? null : appSid)
  const sid = picked?.sid ?? (info.isError ? null : appSid)
  const store: Store | null = picked ?? info.data ?? null
  return { sid, store, pick: setPicked }
}
