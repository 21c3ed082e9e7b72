import { Navigate } from 'react-router'
import { PAGE, pageUrl } from '../../app/pagePaths'

/** memberMinVolume/pages/voucher/giveAway: coupons are given from the wallet; this is its gifting tab. */
export default function GiveAwayPage() {
  return <Navigate replace to={pageUrl(PAGE.voucherList, { tab: 'gifting' })} />
}
