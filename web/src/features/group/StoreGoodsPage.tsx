import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { setStoreState, storeState, useStoreState } from '../../app/storeState'
import { useStoreInfo } from '../../api/stores'
import { ORDER_TYPE } from '../../api/types'
import { OrderingView } from '../../menu/OrderingView'
import { promptOpenGroup } from './openGroupPrompt'
import { StartGroupButton } from './StartGroupButton'
import { useOpenGroupAtLaunch } from './useOpenGroupAtLaunch'

/**
 * pages/store/goods (the "Order now" tab): the store's menu (the menu kit) with this feature's
 * group order entry, which is why the page lives here. A `sid` in the address (a store link or
 * scan) selects that store for pickup, then leaves the address so later tab switches keep the
 * chosen store.
 */
export default function StoreGoodsPage() {
  const [params, setParams] = useSearchParams()
  const querySid = Number(params.get('sid'))

  useEffect(() => {
    if (!Number.isSafeInteger(querySid) || querySid <= 0) return
    const current = storeState.get()
    if (current.sid !== querySid || current.orderType === ORDER_TYPE.dineIn) {
      setStoreState({ sid: querySid, orderType: current.orderType === ORDER_TYPE.dineIn ? ORDER_TYPE.pickup : current.orderType, tableId: null, pre: false })
    }
    const next = new URLSearchParams(params)
    next.delete('sid')
    setParams(next, { replace: true })
  }, [querySid, params, setParams])

  // Group orders (issue 6): the entry, and the open-group tip once per visit (spec 001 §4).
  const sid = useStoreState().sid
  const info = useStoreInfo(sid)
  const navigate = useNavigate()
  useOpenGroupAtLaunch()

  return (
    <OrderingView
      dineIn={false}
      banner={<StartGroupButton sid={sid} offered={info.data?.orderTypes} />}
      // spec 001 §4: an open group order is offered (view or cancel) before checking out alone.
      beforeCheckout={() => promptOpenGroup(navigate)}
    />
  )
}
