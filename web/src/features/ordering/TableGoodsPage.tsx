import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { setStoreState, storeState, useStoreState } from '../../app/storeState'
import { TableOrderingView } from '../dinein/TableOrderingView'
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

  // With a table: the table's shared order (issue 6); pre=1 without a table keeps the personal cart.
  const state = useStoreState()
  const table = tableId ?? (state.orderType === 3 && !pre ? state.tableId : null)
  const tableSid = Number.isSafeInteger(sid) && sid > 0 ? sid : state.sid
  if (table && tableSid) return <TableOrderingView key={`${tableSid}/${table}`} sid={tableSid} tableId={table} />
  return <OrderingView dineIn />
}
