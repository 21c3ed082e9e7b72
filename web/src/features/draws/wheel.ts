import type { DrawPrize, DrawRecord } from '../../api/draws'

/**
 * The wheel's geometry: one segment per prize, the first starting at the top and going clockwise,
 * under a pointer fixed at the top. Angles are degrees clockwise from the top. Pure functions.
 */

/** Full turns a spin makes before it slows onto the prize. */
export const SPIN_TURNS = 6

export const segmentSweep = (count: number) => 360 / Math.max(1, count)

/** The middle of segment `index`, where its label sits (a lone prize's label at the top, under the pointer). */
export const segmentCentre = (index: number, count: number) => (count <= 1 ? 0 : (index + 0.5) * segmentSweep(count))

/**
 * The wheel's rotation after a spin from `current` that stops with the middle of segment `index`
 * under the pointer: at least `turns` full turns further (less than one more), so a spin always
 * goes forward. With no turns (reduced motion) it is the nearest such rotation at or after `current`.
 */
export function wheelStopRotation(current: number, index: number, count: number, turns: number = SPIN_TURNS): number {
  const target = mod(360 - segmentCentre(index, count), 360)
  return current + turns * 360 + mod(target - current, 360)
}

const mod = (value: number, by: number) => ((value % by) + by) % by

/** A point on a circle of radius `r` at `angle` degrees clockwise from the top (SVG: y grows down). */
export function pointAt(angle: number, r: number): [number, number] {
  const radians = (angle * Math.PI) / 180
  return [round(r * Math.sin(radians)), round(-r * Math.cos(radians))]
}

const round = (value: number) => Math.round(value * 100) / 100

/** The SVG path of segment `index` of `count`, centred on 0,0 (a whole circle for one prize). */
export function segmentPath(index: number, count: number, r: number): string {
  if (count <= 1) return `M0,${-r} A${r},${r} 0 1 1 0,${r} A${r},${r} 0 1 1 0,${-r} Z`
  const sweep = segmentSweep(count)
  const [x1, y1] = pointAt(index * sweep, r)
  const [x2, y2] = pointAt((index + 1) * sweep, r)
  return `M0,0 L${x1},${y1} A${r},${r} 0 ${sweep > 180 ? 1 : 0} 1 ${x2},${y2} Z`
}

/** Width of a character in ems: a Chinese character is one, Latin letters and digits about half. */
export function charWidth(char: string): number {
  return /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(char) ? 1 : 0.56
}

/**
 * A prize's name in at most `maxLines` lines of at most `maxEms` each (or as many lines as widths
 * given, each its own), for a segment's label: a run of Latin letters or digits ("85", "$5",
 * "milk") is kept whole where it fits, lines are evened out (no lone last character), and the
 * last line is cut with "…" when the name is longer.
 */
export function labelLines(name: string, maxEms: number | readonly number[], maxLines = 2): string[] {
  const widths = typeof maxEms === 'number' ? Array.from({ length: maxLines }, () => maxEms) : maxEms
  const tokens = words(name)
  const greedy = wrap(tokens, widths)
  if (greedy.cut || greedy.lines.length < 2) return greedy.lines
  const longest = Math.max(...tokens.map((token) => emsOf(token.trim())))
  const even = Math.max(longest, emsOf(name.trim()) / greedy.lines.length + 0.6)
  const balanced = wrap(
    tokens,
    widths.map((width) => Math.min(width, even)),
  )
  return !balanced.cut && balanced.lines.length === greedy.lines.length ? balanced.lines : greedy.lines
}

/** Fills lines of the given widths with the tokens in order; `cut` when they did not all fit. */
function wrap(words: readonly string[], widths: readonly number[]): { lines: string[]; cut: boolean } {
  const lines: string[] = []
  let line = ''
  let tokens = [...words]
  while (tokens.length > 0) {
    const [token, ...rest] = tokens
    const width = widths[lines.length]
    const candidate = line === '' ? token.trimStart() : line + token
    if (emsOf(candidate.trimEnd()) <= width) {
      line = candidate
      tokens = rest
      continue
    }
    if (line.trim() === '') {
      // A word longer than the line: it is broken where the line ends.
      const cut = fitting(candidate, width)
      lines.push(candidate.slice(0, cut))
      tokens = [candidate.slice(cut), ...rest]
    } else {
      lines.push(line.trimEnd())
      tokens = [token.trimStart(), ...rest]
    }
    line = ''
    if (lines.length === widths.length) break
  }
  if (tokens.length === 0 && line.trim() !== '') lines.push(line.trimEnd())
  const cut = tokens.length > 0
  if (cut) {
    const last = lines.length - 1
    lines[last] = `${lines[last].slice(0, fitting(lines[last], widths[last] - 0.6)).trimEnd()}…`
  }
  return { lines: lines.filter((text) => text !== ''), cut }
}

/** The name as tokens that are not broken: a Chinese character, or a run of other characters with the space before it. */
function words(name: string): string[] {
  return name.trim().replace(/\s+/g, ' ').match(/ ?[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]| ?[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+/g) ?? []
}

const emsOf = (text: string) => [...text].reduce((sum, char) => sum + charWidth(char), 0)

/** How many leading characters of `text` fit in `maxEms` (at least one). */
function fitting(text: string, maxEms: number): number {
  let width = 0
  for (let index = 0; index < text.length; index++) {
    width += charWidth(text[index])
    if (width > maxEms) return Math.max(1, index)
  }
  return text.length
}

/**
 * Which of the activity's prizes a result is, for the wheel and the grid to stop on: the one the
 * server names; else (a pool changed since the page loaded) the one of the same kind and name,
 * else the first of the same kind; -1 when none is (the result then shows without stopping).
 */
export function prizeIndexOf(
  prizes: readonly Pick<DrawPrize, 'id' | 'kind' | 'name'>[],
  record: Pick<DrawRecord, 'prizeId' | 'kind' | 'prizeName'>,
): number {
  const byId = prizes.findIndex((prize) => prize.id === record.prizeId)
  if (byId >= 0) return byId
  const named = prizes.findIndex((prize) => prize.kind === record.kind && prize.name === record.prizeName)
  return named >= 0 ? named : prizes.findIndex((prize) => prize.kind === record.kind)
}
