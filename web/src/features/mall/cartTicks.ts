import { createPersistentStore } from '../../app/persistentStore'

/**
 * Which mall-cart lines the member ticked for checkout. Every line is ticked until the member
 * unticks it (a line added later comes ticked), so the store keeps the lines left out. The ticks
 * are the member's choice on this device for this checkout, not part of the cart: they live in
 * sessionStorage (a trip to the confirm page and back keeps them) and go to the server only in the
 * exchange itself (docs/decisions/0043). A cart line is named by its item. Pure functions, no React,
 * apart from the store.
 */

export interface CartTicks {
  /** Whose ticks these are: another member in the same tab starts with every line ticked. */
  memberId: number | null
  /** The lines left out, by item. */
  unticked: number[]
}

const NONE: CartTicks = { memberId: null, unticked: [] }

function revive(raw: unknown): CartTicks | null {
  if (!raw || typeof raw !== 'object') return null
  const value = raw as Partial<CartTicks>
  return {
    memberId: typeof value.memberId === 'number' ? value.memberId : null,
    unticked: Array.isArray(value.unticked) ? value.unticked.filter((id): id is number => Number.isInteger(id)) : [],
  }
}

export const cartTicksStore = createPersistentStore<CartTicks>('qsr.mall.cartTicks', NONE, revive, () => globalThis.sessionStorage)

/** The lines ticked among `lineIds` (the cart's, in its order). */
export function tickedLines(lineIds: readonly number[], ticks: CartTicks, memberId: number | null): number[] {
  const left = ticks.memberId === memberId ? new Set(ticks.unticked) : new Set<number>()
  return lineIds.filter((id) => !left.has(id))
}

/** Ticks or unticks one line; lines no longer in the cart are forgotten. */
export function tick(ticks: CartTicks, memberId: number | null, lineIds: readonly number[], id: number, on: boolean): CartTicks {
  const ticked = new Set(tickedLines(lineIds, ticks, memberId))
  if (on) ticked.add(id)
  else ticked.delete(id)
  return { memberId, unticked: lineIds.filter((line) => !ticked.has(line)) }
}

/** Ticks every line, or none. */
export function tickAll(memberId: number | null, lineIds: readonly number[], on: boolean): CartTicks {
  return { memberId, unticked: on ? [] : [...lineIds] }
}

/** The confirm page's address names the ticked lines: `lines=7,8`. */
export const lineIdsParam = (ids: readonly number[]) => ids.join(',')

/** The ticked lines an address names (null when it names none: the whole cart, as before ticking). */
export function parseLineIds(value: string | null): number[] | null {
  if (value === null) return null
  const ids = value.split(',').map(Number)
  return ids.length > 0 && ids.every((id) => Number.isInteger(id) && id > 0) ? [...new Set(ids)] : null
}
