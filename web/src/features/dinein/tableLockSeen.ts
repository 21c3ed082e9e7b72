import { createPersistentStore } from '../../app/persistentStore'

/**
 * The tables whose "order cannot be changed after" tip (spec 000 §8) the customer already
 * confirmed in this visit: later rounds at the same table do not ask again. sessionStorage, so a
 * new visit asks once more.
 */
const seenTables = createPersistentStore<string[]>(
  'qsr.tableLockSeen',
  [],
  (raw) => (Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : null),
  () => globalThis.sessionStorage,
)

const tableKey = (sid: number, tableId: string) => `${sid}:${tableId}`

export function tableLockSeen(sid: number, tableId: string): boolean {
  return seenTables.get().includes(tableKey(sid, tableId))
}

export function rememberTableLockSeen(sid: number, tableId: string) {
  const key = tableKey(sid, tableId)
  seenTables.set((previous) => (previous.includes(key) ? previous : [...previous, key]))
}
