import { AddressList } from './AddressListPage'

/** member/pages/address/choose/index: the address list; tapping one chooses it and goes back. */
export default function AddressChoosePage() {
  return <AddressList choose />
}
