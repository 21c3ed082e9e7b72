import type { CartSwitchAnswer } from '../../api/cart'
import type { ConfirmProblem } from '../../api/order'
import type { AddressMatch, Store } from '../../api/stores'

/**
 * The delivery address at checkout (spec 000 §8 tip modals "confirm switching delivery address
 * (system matches a delivery store)", "cannot deliver to this address (choose pickup)", "address
 * change may need reselecting goods"; docs/API.md `POST /v1/store/match/address`). Pure, no React.
 */

/** The confirm's problem when the current store does not deliver to the chosen address. */
export const ADDRESS_OUT_OF_RANGE = 'address_out_of_range'

export function isAddressOutOfRange(problems: Pick<ConfirmProblem, 'code'>[] | undefined): boolean {
  return (problems ?? []).some((problem) => problem.code === ADDRESS_OUT_OF_RANGE)
}

export type AddressDecision =
  /** The current store delivers there after all: nothing to ask. */
  | { kind: 'keep' }
  /** Another store delivers there: offer to switch to it. */
  | { kind: 'switch'; store: Store }
  /** No store delivers there: offer pickup instead. */
  | { kind: 'pickup' }

export function decideAddressMatch(currentSid: number, match: AddressMatch): AddressDecision {
  if (!match.store) return { kind: 'pickup' }
  if (match.store.sid === currentSid) return { kind: 'keep' }
  return { kind: 'switch', store: match.store }
}

/**
 * What the customer may need to choose again after the cart moved to another store: what stayed
 * behind (`dropped`) and lines the new store cannot sell now (`problems`), each name once.
 */
export function goodsToReselect(answer: Pick<CartSwitchAnswer, 'dropped' | 'problems'>): string[] {
  const names = [...(answer.dropped ?? []).map((item) => item.name), ...(answer.problems ?? []).map((item) => item.name)]
  return [...new Set(names.filter(Boolean))]
}

/** One question per store and address in a checkout: declining is not asked again. */
export const addressQuestionKey = (sid: number, addressId: number) => `${sid}:${addressId}`
