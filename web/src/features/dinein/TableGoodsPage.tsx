import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { setStoreState, storeState, useStoreState } from '../../app/storeState'
import { useStoreInfo } from '../../api/stores'
import { ORDER_TYPE } from '../../api/types'
import { OrderingView } from '../../menu/OrderingView'
import { ScanTableRow } from './ScanTableRow'
import { TableOrderingView } from './TableOrderingView'
import { useNoDineInSwitch } from './usePickupInstead'

/**
 * tangshi/pages/table/goods: dine-in by table code. The table and store come from the launch
 * state, or from `sid` / `table_id` / `tk` / `pre` in the address when the page is opened directly.
 */
export default function TableGoodsPage() {
  const [params] = useSearchParams()
  const sid = Number(params.get('sid'))
  const tableId = params.get('table_id')
  const tableToken = params.get('tk')
  const pre = params.get('pre') === '1'

  useEffect(() => {
    const current = storeState.get()
    const nextSid = Number.isSafeInteger(sid) && sid > 0 ? sid : current.sid
    if (tableId || pre || nextSid !== current.sid || current.orderType !== ORDER_TYPE.dineIn) {
      setStoreState({
        sid: nextSid,
        orderType: ORDER_TYPE.dineIn,
        tableId: tableId ?? (pre ? null : current.tableId),
        tableToken: tableId ? tableToken : pre ? null : current.tableToken,
        pre: pre || (!tableId && current.pre),
      })
    }
  }, [sid, tableId, tableToken, pre])

  // With a table: the table's shared order (issue 6); pre=1 without a table keeps the personal cart.
  const state = useStoreState()
  const table = tableId ?? (state.orderType === ORDER_TYPE.dineIn && !pre ? state.tableId : null)
  const token = (tableId ? tableToken : state.tableToken) ?? ''
  const tableSid = Number.isSafeInteger(sid) && sid > 0 ? sid : state.sid
  if (table && tableSid) return <TableOrderingView key={`${tableSid}/${table}/${token}`} sid={tableSid} tableId={table} tableToken={token} />
  return <PreOrderView sid={state.sid} />
}

/** Dine-in before a table is known (a pre-order, pre=1): the store's menu with the personal cart, and a way to scan the table. */
function PreOrderView({ sid }: { sid: number | null }) {
  const info = useStoreInfo(sid)
  // spec 000 §8 tip "store lacks dine-in, switched": the tip explains and leaves; the dine-in
  // menu this store does not have is not worth showing meanwhile.
  const lacksDineIn = useNoDineInSwitch(sid, info.data?.orderTypes)
  return <OrderingView dineIn leaving={lacksDineIn} banner={<ScanTableRow />} />
}
