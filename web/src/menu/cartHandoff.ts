/**
 * What other pages leave for the menu: the store whose cart was last shown (so arriving at
 * another store moves the cart there, `/v1/cart/switch`), and the address flag that opens the
 * cart sheet ("order again" fills a cart, then shows it).
 */

const LAST_SID_KEY = 'qsr.cartSid'

export function lastCartSid(): number | null {
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

/** The store goods page opens its cart sheet when it sees this (and then drops it from the address). */
export const OPEN_CART_PARAM = 'cart'
export const OPEN_CART_VALUE = 'open'
