import type { DrawKind, DrawState } from '../api/draws'
import type { StateTone } from '../ui/StateTag'

/**
 * How an activity is named wherever it shows (the Rewards tab, its own page): its kind, where it
 * stands, and what one draw costs (i18n keys under `draws`). Pure functions, no React.
 */

const KIND_KEY = {
  wheel: 'draws.kind.wheel',
  grid: 'draws.kind.grid',
  blind_box: 'draws.kind.blindBox',
} as const satisfies Record<DrawKind, string>

const STATE_KEY = {
  preview: 'draws.state.preview',
  upcoming: 'draws.state.upcoming',
  live: 'draws.state.live',
  ended: 'draws.state.ended',
} as const satisfies Record<DrawState, string>

const STATE_TONE: Record<DrawState, StateTone> = {
  preview: 'waiting',
  upcoming: 'waiting',
  live: 'progress',
  ended: 'ended',
}

/** The kind's name; one the app does not know yet is a plain "lucky draw". */
export function kindKey(kind: string): (typeof KIND_KEY)[DrawKind] | 'draws.kind.other' {
  return Object.hasOwn(KIND_KEY, kind) ? KIND_KEY[kind as DrawKind] : 'draws.kind.other'
}

/** Where an activity stands; an unknown state reads as ended (nothing to draw). */
export function stateKey(state: string): (typeof STATE_KEY)[DrawState] {
  return Object.hasOwn(STATE_KEY, state) ? STATE_KEY[state as DrawState] : STATE_KEY.ended
}

export function stateTone(state: string): StateTone {
  return Object.hasOwn(STATE_TONE, state) ? STATE_TONE[state as DrawState] : 'ended'
}

/** "Free", or the points one draw costs. */
export function costWords(costPoints: number) {
  return costPoints > 0 ? ({ key: 'draws.costPerDraw', values: { points: costPoints.toLocaleString('en') } } as const) : ({ key: 'draws.free', values: {} } as const)
}
