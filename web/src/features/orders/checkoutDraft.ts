import { createPersistentStore } from '../../app/persistentStore'

/**
 * What the customer typed on the checkout that must survive a trip to another page (the note
 * page, the address picker): the note, the chosen time slot and the contact phone. Kept in
 * sessionStorage, so a reload keeps it but a new visit starts clean; one draft at a time, tied to
 * the member, store and order type it was written for.
 */
export interface CheckoutDraft {
  /** `${memberId}:${sid}:${orderType}`; '' when a page wrote to the draft before any checkout claimed it. */
  key: string
  note: string
  reservedAt: number | null
  phone: string | null
  /** 唔使膠袋: the pickup customer declines the bag (where the checkout says it may). */
  noBag: boolean
  /** Pay part with points (where the checkout offers them). */
  usePoints: boolean
  /** Take today's Privilege Pass member price (where the checkout offers it). */
  withPrime: boolean
}

export const EMPTY_DRAFT: CheckoutDraft = { key: '', note: '', reservedAt: null, phone: null, noBag: false, usePoints: false, withPrime: false }

function revive(raw: unknown): CheckoutDraft | null {
  if (!raw || typeof raw !== 'object') return null
  const value = raw as Partial<CheckoutDraft>
  return {
    key: typeof value.key === 'string' ? value.key : '',
    note: typeof value.note === 'string' ? value.note : '',
    reservedAt: typeof value.reservedAt === 'number' ? value.reservedAt : null,
    phone: typeof value.phone === 'string' ? value.phone : null,
    noBag: value.noBag === true,
    usePoints: value.usePoints === true,
    withPrime: value.withPrime === true,
  }
}

export const checkoutDraft = createPersistentStore<CheckoutDraft>('qsr.checkoutDraft', EMPTY_DRAFT, revive, () => globalThis.sessionStorage)

/** The member is part of the key: after a logout in the same tab, the next person starts clean. */
export const draftKey = (memberId: number | null, sid: number | null, orderType: number) => `${memberId ?? ''}:${sid ?? ''}:${orderType}`

/**
 * The draft a checkout for `key` should show: its own, or one nobody claimed yet (the note page
 * opened first); a draft written for another store or order type does not carry over.
 */
export function draftFor(draft: CheckoutDraft, key: string): CheckoutDraft {
  if (draft.key === key) return draft
  if (draft.key === '') return { ...draft, key }
  return { ...EMPTY_DRAFT, key }
}

export function patchDraft(key: string, patch: Partial<Omit<CheckoutDraft, 'key'>>) {
  checkoutDraft.set((previous) => ({ ...draftFor(previous, key), ...patch }))
}

/** The note page edits the note of whatever checkout is open (or will open). */
export function setDraftNote(note: string) {
  checkoutDraft.set((previous) => ({ ...previous, note }))
}

/** After a submitted order: the next checkout starts empty. */
export function clearDraft() {
  checkoutDraft.set(EMPTY_DRAFT)
}

/**
 * The checkout moves to another store or order type (the delivery address chose it): the note and
 * phone come along; the time slot, the declined bag, the points and the member price do not (the new store or type
 * has its own price).
 */
export function moveDraft(key: string) {
  checkoutDraft.set((previous) => ({ ...previous, key, reservedAt: null, noBag: false, usePoints: false, withPrime: false }))
}
