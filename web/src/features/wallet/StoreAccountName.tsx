import { useStoreInfo } from '../../api/stores'

/** A single-store account's store, by name (its number while the name loads). */
export function StoreAccountName({ sid }: { sid: number }) {
  const store = useStoreInfo(sid)
  return <>{store.data?.name ?? `#${sid}`}</>
}
