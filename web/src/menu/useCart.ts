import { Dialog } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { switchCart, useCartAction, useServerCart, type CartAction, type ServerCart, type ServerCartLine } from '../api/cart'
import type { OrderType } from '../api/types'
import { lastCartSid, rememberCartSid } from './cartHandoff'

/**
 * The server cart of a store with its calls (`useCartAction`: every answer replaces the cached
 * cart, errors are toasts, a changed price re-reads the cart and the menu). Arriving at another
 * store moves the cart there (`/v1/cart/switch`) and says what stayed behind.
 */
export function useCart(sid: number | null, orderType: OrderType) {
  const { t } = useTranslation()
  const { query, put } = useServerCart(sid, orderType)
  const action = useCartAction()
  const switched = useRef<number | null>(null)

  useEffect(() => {
    if (sid === null || switched.current === sid) return
    switched.current = sid
    const from = lastCartSid()
    rememberCartSid(sid)
    if (from === null || from === sid) return
    switchCart(from, sid, orderType)
      .then((answer) => {
        put(answer)
        const dropped = answer.dropped ?? []
        if (dropped.length > 0) {
          void Dialog.alert({
            title: t('cart.switchTitle'),
            content: t('cart.switchDropped', { names: dropped.map((item) => item.name).join('、') }),
            confirmText: t('common.confirm'),
          })
        }
      })
      .catch(() => void query.refetch())
    // the switch runs once per store arrival
  }, [sid]) // eslint-disable-line react-hooks/exhaustive-deps

  /** Resolves to the new cart, or null when the server refused (the toast said why). */
  const run = async (call: CartAction, body: object = {}): Promise<ServerCart | null> => {
    if (sid === null) return null
    try {
      return await action.mutateAsync({ sid, orderType, action: call, body })
    } catch {
      return null
    }
  }

  /** What the cart sheet's buttons do to a line (a null line: every line). */
  const sheet = {
    increase: (line: ServerCartLine) => void run('update', { lineId: line.id, num: line.num + 1 }),
    decrease: (line: ServerCartLine) => void run('reduce', { lineId: line.id, num: 1 }),
    select: (line: ServerCartLine | null, selected: boolean) => void run('select', line ? { lineId: line.id, selected: selected ? 1 : 0 } : { selected: selected ? 1 : 0 }),
    clear: () => run('truncate'),
  }

  return { cart: query.data, query, busy: action.isPending, run, sheet }
}
