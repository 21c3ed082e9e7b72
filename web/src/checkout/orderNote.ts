/**
 * The order note (spec 000 §9: at most 50 characters). The server counts Unicode code points, so
 * the counter and the limit here do too (an emoji is one character, not two UTF-16 units).
 */
export const NOTE_MAX = 50

/** Quick-pick tags of the note page, as i18n keys under `orderNote.tags`. */
export const NOTE_TAGS = ['lessIce', 'noSugar', 'lessSugar', 'moreSauce', 'noScallion', 'noCutlery'] as const
export type NoteTag = (typeof NOTE_TAGS)[number]

/** Tags are joined with this separator in the note text. */
const SEPARATOR = ' '

export function noteLength(note: string): number {
  return Array.from(note).length
}

/** Cuts a note to the limit without splitting a character. */
export function clampNote(note: string, max = NOTE_MAX): string {
  const chars = Array.from(note)
  return chars.length <= max ? note : chars.slice(0, max).join('')
}

/**
 * Where the tag stands in the note on its own (between separators or the ends), or -1. Tags may
 * hold spaces themselves ("No sugar"), so the note is searched, not split into words.
 */
function findTag(note: string, tag: string): number {
  const boundary = (index: number) => index < 0 || index >= note.length || /\s/.test(note[index])
  for (let at = note.indexOf(tag); at !== -1; at = note.indexOf(tag, at + 1)) {
    if (boundary(at - 1) && boundary(at + tag.length)) return at
  }
  return -1
}

export function hasTag(note: string, tag: string): boolean {
  return tag !== '' && findTag(note, tag) !== -1
}

/**
 * Tapping a tag adds it to the end of the note, or takes it out when it is there. Answers null
 * when adding it would pass the limit (the page says so instead of cutting the tag in half).
 */
export function toggleNoteTag(note: string, tag: string, max = NOTE_MAX): string | null {
  const at = findTag(note, tag)
  if (at !== -1) {
    // Take the tag out with one separator next to it (the following one, or the one before at the end).
    let from = at
    let to = at + tag.length
    if (to < note.length) to += 1
    else if (from > 0) from -= 1
    return note.slice(0, from) + note.slice(to)
  }
  const trimmed = note.trimEnd()
  const next = trimmed ? `${trimmed}${SEPARATOR}${tag}` : tag
  return noteLength(next) > max ? null : next
}
