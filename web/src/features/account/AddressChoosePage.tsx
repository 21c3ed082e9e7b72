import { useSearchParams } from 'react-router'
import { AddressList } from './AddressListPage'

/**
 * member/pages/address/choose/index: the address list; tapping one chooses it and goes back. With
 * ?deliver=1 (the home page's delivery entry) it is where delivery starts: the address picks the store.
 */
export default function AddressChoosePage() {
  const [params] = useSearchParams()
  return <AddressList choose deliver={params.get('deliver') === '1'} />
}
