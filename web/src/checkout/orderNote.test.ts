import { describe, expect, it } from 'vitest'
import { clampNote, hasTag, NOTE_MAX, noteLength, toggleNoteTag } from './orderNote'

describe('order note (spec 000 §9: at most 50 characters)', () => {
  it('Note_LimitIsFiftyCharacters', () => {
    expect(NOTE_MAX).toBe(50)
  })

  it('Note_CountsCharactersNotUtf16Units', () => {
    // The server counts code points: an emoji is one character.
    expect(noteLength('少冰🧊')).toBe(3)
    expect('少冰🧊'.length).toBe(4)
  })

  it('Note_LongerTextIsCutAtTheLimitWithoutSplittingACharacter', () => {
    const long = '🧊'.repeat(60)
    expect(noteLength(clampNote(long))).toBe(50)
    expect(clampNote(long)).toBe('🧊'.repeat(50))
    expect(clampNote('走甜')).toBe('走甜')
  })

  it('NoteTag_TappedIsAddedAtTheEndWithASpace', () => {
    expect(toggleNoteTag('', '少冰')).toBe('少冰')
    expect(toggleNoteTag('少冰', '走甜')).toBe('少冰 走甜')
    expect(toggleNoteTag('不要辣 ', '走甜')).toBe('不要辣 走甜')
  })

  it('NoteTag_TappedAgainIsTakenOut', () => {
    expect(toggleNoteTag('少冰 走甜 不要辣', '走甜')).toBe('少冰 不要辣')
    expect(toggleNoteTag('少冰', '少冰')).toBe('')
  })

  it('NoteTag_IsOnlyAWholeWord', () => {
    // "少甜" inside "少甜些" is the customer's own text, not the tag.
    expect(hasTag('少甜些', '少甜')).toBe(false)
    expect(hasTag('少冰 少甜', '少甜')).toBe(true)
  })

  it('NoteTag_OfSeveralWordsIsFoundAndTakenOutWhole', () => {
    // English tags hold spaces: "No sugar" must toggle as one tag.
    const note = toggleNoteTag(toggleNoteTag('', 'No sugar') ?? '', 'Less ice') ?? ''
    expect(note).toBe('No sugar Less ice')
    expect(hasTag(note, 'No sugar')).toBe(true)
    expect(hasTag('No sugary drinks', 'No sugar')).toBe(false)
    expect(toggleNoteTag(note, 'No sugar')).toBe('Less ice')
    expect(toggleNoteTag(note, 'Less ice')).toBe('No sugar')
  })

  it('NoteTag_ThatWouldPassTheLimitIsRefusedNotCut', () => {
    const almostFull = 'a'.repeat(48)
    expect(toggleNoteTag(almostFull, '少冰')).toBeNull() // 48 + space + 2 = 51
    expect(toggleNoteTag('a'.repeat(47), '少冰')).toBe(`${'a'.repeat(47)} 少冰`)
  })
})
