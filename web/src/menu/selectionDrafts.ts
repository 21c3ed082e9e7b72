import type { Selection } from './selection'

/**
 * What a customer chose in a goods sheet they closed without adding (back, a tap outside), per
 * goods, for this browser tab: opening the dish again shows those choices. Adding to the cart
 * forgets them. Kept in sessionStorage so a reload keeps them and another tab does not share them;
 * restoreSelection drops whatever the goods no longer offers.
 */
export interface SelectionDraft {
  selection: Selection
  quantity: number
}

const KEY = 'qsr.selectionDrafts'
/** Enough for a browsing session; the oldest go first. */
const MAX_DRAFTS = 20

type Drafts = Record<string, SelectionDraft>
// A letter first: integer-like keys would be listed in number order, not in the order kept.
const keyOf = (goodsId: number) => `g${goodsId}`

function read(): Drafts {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Drafts) : {}
  } catch {
    return {}
  }
}

function write(drafts: Drafts) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(drafts))
  } catch {
    // Storage full or blocked (private mode): the choices are simply not remembered.
  }
}

export const draftOf = (goodsId: number): SelectionDraft | undefined => read()[keyOf(goodsId)]

export function keepDraft(goodsId: number, draft: SelectionDraft) {
  const drafts = read()
  delete drafts[keyOf(goodsId)]
  drafts[keyOf(goodsId)] = draft
  const ids = Object.keys(drafts)
  for (const old of ids.slice(0, Math.max(0, ids.length - MAX_DRAFTS))) delete drafts[old]
  write(drafts)
}

export function forgetDraft(goodsId: number) {
  const drafts = read()
  delete drafts[keyOf(goodsId)]
  write(drafts)
}
