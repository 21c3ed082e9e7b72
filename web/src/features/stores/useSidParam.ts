import { useSearchParams } from 'react-router'
import { useStoreState } from '../../app/storeState'

/** The `sid` of the address, or the chosen store. */
export function useSidParam(): number | null {
  const [params] = useSearchParams()
  const state = useStoreState()
  const sid = Number(params.get('sid'))
  return Number.isSafeInteger(sid) && sid > 0 ? sid : state.sid
}
