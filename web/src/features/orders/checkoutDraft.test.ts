import { beforeEach, describe, expect, it } from 'vitest'
import { checkoutDraft, clearDraft, draftFor, draftKey, EMPTY_DRAFT, moveDraft, patchDraft, setDraftNote } from './checkoutDraft'

describe('checkout draft (note, time slot and phone survive the note page)', () => {
  beforeEach(() => clearDraft())

  it('Draft_NoteWrittenOnTheNotePageIsTheCheckoutsNote', () => {
    const key = draftKey(7, 1007, 2)
    patchDraft(key, { reservedAt: 1_800_000_000_000 })
    setDraftNote('少冰 走甜')
    expect(draftFor(checkoutDraft.get(), key)).toEqual({ key, note: '少冰 走甜', reservedAt: 1_800_000_000_000, phone: null, noBag: false, usePoints: false, withPrime: false })
  })

  it('Draft_NoteWrittenBeforeAnyCheckoutIsAdoptedByTheNextOne', () => {
    setDraftNote('走蔥')
    expect(draftFor(checkoutDraft.get(), draftKey(7, 1001, 1)).note).toBe('走蔥')
  })

  it('Draft_OfAnotherStoreOrOrderTypeDoesNotCarryOver', () => {
    patchDraft(draftKey(7, 1007, 2), { phone: '91234567' })
    setDraftNote('少冰')
    expect(draftFor(checkoutDraft.get(), draftKey(7, 1007, 1))).toEqual({ ...EMPTY_DRAFT, key: draftKey(7, 1007, 1) })
  })

  it('Draft_OfAnotherMemberDoesNotCarryOver', () => {
    patchDraft(draftKey(7, 1007, 2), { phone: '91234567', note: '少冰' })
    expect(draftFor(checkoutDraft.get(), draftKey(8, 1007, 2))).toEqual({ ...EMPTY_DRAFT, key: draftKey(8, 1007, 2) })
  })

  it('Draft_IsEmptyAfterSubmit', () => {
    setDraftNote('少冰')
    clearDraft()
    expect(checkoutDraft.get()).toEqual(EMPTY_DRAFT)
  })

  it('Draft_IsKeptForThisVisitOnly', () => {
    setDraftNote('多汁')
    expect(JSON.parse(sessionStorage.getItem('qsr.checkoutDraft') ?? '{}').note).toBe('多汁')
    expect(localStorage.getItem('qsr.checkoutDraft')).toBeNull()
  })

  it('Draft_MovesWithTheCheckoutToAnotherStoreOrTypeWithoutItsTimeSlotOrDeclinedBag', () => {
    const pickup = draftKey(7, 1007, 2)
    patchDraft(pickup, { reservedAt: 1_800_000_000_000, phone: '91234567', noBag: true })
    setDraftNote('走蔥')
    const other = draftKey(7, 1008, 2)
    moveDraft(other)
    expect(draftFor(checkoutDraft.get(), other)).toEqual({ key: other, note: '走蔥', reservedAt: null, phone: '91234567', noBag: false, usePoints: false, withPrime: false })
  })
})
