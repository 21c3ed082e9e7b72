import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { setStoreState, storeState } from '../../app/storeState'
import { OrderingView } from './OrderingView'

/**
 * tangshi/pages/table/goods: dine-in by table code. The table and store come from the launch
 * state, or from `sid` / `table_id` / `pre` in the address when the page is opened directly.
 */
export default function TableGoodsPage() {
  const [params] = useSearchParams()
  const sid = Number(params.get('sid'))
  const tableId = params.get('table_id')
  const pre = params.get('pre') === '1'

  useEffect(() => {
    const current = storeState.get()
    const nextSid = Number.isSafeInteger(sid) && sid > 0 ? sid : current.sid
    if (tableId || pre || nextSid !== current.sid || current.orderType !== 3) {
      setStoreState({ sid: nextSid, orderType: 3, tableId: tableId ?? (pre ? null : current.tableId), pre: pre || (!tableId && current.pre) })
    }
  }, [sid, tableId, pre])

  return <OrderingView dineIn />
}
