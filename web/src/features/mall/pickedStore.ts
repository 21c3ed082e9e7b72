/**
 * The pickup store chosen on the choiceStore page for the confirm page it was opened from: the
 * page goes back (so the history stays confirm → …, not confirm → confirm) and the confirm page
 * takes the store into its address as it opens again. One tab's memory (session storage), tied to
 * the goods being exchanged.
 */
const KEY = 'qsr.mall.pickedStore'

/** What a confirm page exchanges, as a key: one item, or the cart's ticked lines. */
export function confirmContext(goods: { itemId: number | null; fromCart: boolean; lineIds: readonly number[] | null }): string {
  return goods.fromCart ? `cart:${goods.lineIds?.join(',') ?? '*'}` : `item:${goods.itemId ?? ''}`
}

export function rememberPickedStore(context: string, sid: number) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ context, sid }))
  } catch {
    // storage unavailable: the confirm page keeps the store it had; the member chooses again
  }
}

/** The store picked for this confirm page, if any (one picked for other goods does not count). */
export function pickedStoreFor(context: string): number | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (raw === null) return null
    const picked = JSON.parse(raw) as { context?: unknown; sid?: unknown }
    return picked.context === context && typeof picked.sid === 'number' ? picked.sid : null
  } catch {
    return null
  }
}

/** Once the confirm page holds the store in its address. */
export function forgetPickedStore() {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // nothing to forget
  }
}
