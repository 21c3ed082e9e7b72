import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { dineQueries, openTable, useShopTable, useTableCall, type TableDetail, type TableKey } from '../../api/dinein'
import { useLiveOrPoll } from '../../api/useLiveOrPoll'
import { useLanguage } from '../../i18n'
import { TABLE_LIVE_POLL_MS, TABLE_POLL_MS, tableTopic, withRejoin } from './dineLogic'

/**
 * One table's shared order: checks the table exists, opens it (or joins the open session), then
 * keeps its detail fresh so everyone at the table sees the same list: re-read on every event of
 * the table's live topic and on focus, with the shared live-or-poll policy (api/useLiveOrPoll.ts):
 * after every (re)connection, every 30 s while live, every 4 s while the socket is down or refused.
 * `run` performs a table call (`useTableCall` puts its answer, the whole table, in place); when the server says
 * this session is not one of the table's diners (34007: the session changed since the table was
 * opened, by logging in or a new visitor session), it joins the table again and retries once.
 */
export function useTable(sid: number, tableId: string, tableToken: string) {
  const client = useQueryClient()
  const lang = useLanguage()
  const tableKey: TableKey = useMemo(() => ({ sid, table_id: tableId, tk: tableToken }), [sid, tableId, tableToken])
  const shop = useShopTable(tableKey)
  const [opened, setOpened] = useState(false)
  const [openError, setOpenError] = useState<unknown>(null)
  const options = dineQueries.detail(tableKey, lang)
  const detail = useQuery({ ...options, enabled: opened })
  const key = options.queryKey
  const tableCall = useTableCall()

  const reread = () => void client.invalidateQueries({ queryKey: key })
  useLiveOrPoll({
    topics: [tableTopic(tableToken)],
    enabled: opened,
    onEvent: reread,
    refresh: reread,
    pollMs: TABLE_POLL_MS,
    safetyPollMs: TABLE_LIVE_POLL_MS,
  })

  const open = useCallback(async () => {
    setOpenError(null)
    try {
      client.setQueryData(key, await openTable(tableKey))
      setOpened(true)
    } catch (error) {
      setOpenError(error)
    }
    // key is derived from tableKey and lang
  }, [client, tableKey, lang]) // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (shop.data && !opened) void open()
  }, [shop.data, opened, open])

  const rejoin = async () => {
    client.setQueryData(key, await openTable(tableKey))
    setOpened(true)
  }

  /** Resolves to the table after the call, or null when it failed (the toast said why; the table is read again). */
  const run = (call: () => Promise<TableDetail>): Promise<TableDetail | null> =>
    tableCall.mutateAsync({ tableKey, call: () => withRejoin(call, rejoin) }).catch(() => {
      void detail.refetch()
      return null
    })

  return { shop, detail, openError, reopen: open, run, key: tableKey }
}
