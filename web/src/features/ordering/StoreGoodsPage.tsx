import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { setStoreState, storeState, useStoreState } from '../../app/storeState'
import { useStoreInfo } from '../../api/stores'
import { StartGroupButton } from '../group/StartGroupButton'
import { useOpenGroupAtLaunch } from '../group/useOpenGroupAtLaunch'
import { OrderingView } from './OrderingView'

/**
 * pages/store/goods (the "Order now" tab). A `sid` in the address (a store link or scan) selects
 * that store for pickup, then leaves the address so later tab switches keep the chosen store.
 */
export default function StoreGoodsPage() {
  const [params, setParams] = useSearchParams()
  const querySid = Number(params.get('sid'))

  useEffect(() => {
    if (!Number.isSafeInteger(querySid) || querySid <= 0) return
    const current = storeState.get()
    if (current.sid !== querySid || current.orderType === 3) {
      setStoreState({ sid: querySid, orderType: current.orderType === 3 ? 2 : current.orderType, tableId: null, pre: false })
    }
    const next = new URLSearchParams(params)
    next.delete('sid')
    setParams(next, { replace: true })
  }, [querySid, params, setParams])

  // Group orders (issue 6): the entry, and the open-group tip once per visit (spec 001 §4).
  const sid = useStoreState().sid
  const info = useStoreInfo(sid)
  useOpenGroupAtLaunch()

  return <OrderingView dineIn={false} banner={<StartGroupButton sid={sid} offered={info.data?.orderTypes} />} />
}
