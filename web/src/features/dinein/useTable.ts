import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { errorMessage, isSilentError } from '../../api/client'
import { dineQueries, openTable, useShopTable, type TableDetail, type TableKey } from '../../api/dinein'
import { subscribeLive } from '../../api/live'
import { useLanguage } from '../../i18n'
import { TABLE_LIVE_POLL_MS, TABLE_POLL_MS, tableTopic, withRejoin } from './dineLogic'

/**
 * One table's shared order: checks the table exists, opens it (or joins the open session), then
 * keeps its detail fresh so everyone at the table sees the same list: re-read on every event of
 * the table's live topic, polled when the socket is down, and on focus.
 * `run` performs a table call and puts its answer (the whole table) in place; when the server says
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
  const [live, setLive] = useState(false)
  const options = dineQueries.detail(tableKey, lang, live ? TABLE_LIVE_POLL_MS : TABLE_POLL_MS)
  const detail = useQuery({ ...options, enabled: opened })
  const key = options.queryKey

  useEffect(() => {
    if (!opened) return
    const unsubscribe = subscribeLive(
      [tableTopic(tableToken)],
      () => {
        setLive(true)
        void client.invalidateQueries({ queryKey: key })
      },
      () => setLive(false),
    )
    setLive(true)
    return unsubscribe
    // key is derived from tableKey and lang
  }, [client, opened, tableKey, lang])

  const open = useCallback(async () => {
    setOpenError(null)
    try {
      client.setQueryData(key, await openTable(tableKey))
      setOpened(true)
    } catch (error) {
      setOpenError(error)
    }
    // key is derived from tableKey and lang
  }, [client, tableKey, lang])

  useEffect(() => {
    if (shop.data && !opened) void open()
  }, [shop.data, opened, open])

  const rejoin = async () => {
    client.setQueryData(key, await openTable(tableKey))
    setOpened(true)
  }

  const run = async (call: () => Promise<TableDetail>): Promise<TableDetail | null> => {
    try {
      const answer = await withRejoin(call, rejoin)
      client.setQueryData(key, answer)
      return answer
    } catch (error) {
      if (!isSilentError(error)) Toast.show({ content: errorMessage(error) })
      void detail.refetch()
      return null
    }
  }

  return { shop, detail, openError, reopen: open, run, key: tableKey }
}
