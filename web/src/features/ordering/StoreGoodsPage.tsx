import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { setStoreState, storeState } from '../../app/storeState'
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

  return <OrderingView dineIn={false} />
}
