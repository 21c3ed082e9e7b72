import { useQueryClient } from '@tanstack/react-query'
import { Dialog, Toast } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cartAction, switchCart, useServerCart, type CartAction, type ServerCart } from '../../api/cart'
import { ApiError, errorMessage, isSilentError } from '../../api/client'
import type { OrderType } from '../../api/types'
import { CART_PRICE_CHANGED } from './cart'

const LAST_SID_KEY = 'qsr.cartSid'

function lastCartSid(): number | null {
  try {
    return Number(localStorage.getItem(LAST_SID_KEY)) || null
  } catch {
    return null
  }
}

/** Also set by "order again", which fills a store's cart itself: nothing should follow it there. */
export function rememberCartSid(sid: number) {
  try {
    localStorage.setItem(LAST_SID_KEY, String(sid))
  } catch {
    // private mode: the cart simply does not follow to another store
  }
}

/**
 * The server cart of a store with its calls. Every answer replaces the cached cart; error messages
 * (30010–30013) are toasts, and a changed price (30013) fetches the cart and the menu again.
 * Arriving at another store moves the cart there (`/v1/cart/switch`) and says what stayed behind.
 */
export function useCart(sid: number | null, orderType: OrderType) {
  const { t } = useTranslation()
  const { query, put } = useServerCart(sid, orderType)
  const client = useQueryClient()
  const [busy, setBusy] = useState(false)
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
  }, [sid])

  const run = async (action: CartAction, body: object = {}): Promise<ServerCart | null> => {
    if (sid === null) return null
    setBusy(true)
    try {
      const cart = await cartAction(action, sid, orderType, body)
      put(cart)
      return cart
    } catch (error) {
      if (!isSilentError(error)) Toast.show({ content: errorMessage(error) })
      if (error instanceof ApiError && error.code === CART_PRICE_CHANGED) {
        void client.invalidateQueries({ queryKey: ['goods'] })
        void query.refetch()
      }
      return null
    } finally {
      setBusy(false)
    }
  }

  return { cart: query.data, query, busy, run }
}
