import { ORDER_TYPE, isOrderType } from '../api/types'
import type { StoreState } from './launch'
import { createPersistentStore } from './persistentStore'

export type { StoreState } from './launch'

export const INITIAL_STORE_STATE: StoreState = { sid: null, orderType: ORDER_TYPE.pickup, tableId: null, pre: false }

function revive(raw: unknown): StoreState | null {
  if (!raw || typeof raw !== 'object') return null
  const value = raw as Partial<StoreState>
  return {
    sid: typeof value.sid === 'number' ? value.sid : null,
    orderType: isOrderType(value.orderType) ? value.orderType : INITIAL_STORE_STATE.orderType,
    tableId: typeof value.tableId === 'string' ? value.tableId : null,
    pre: value.pre === true,
  }
}

/** The chosen store, order type and table: shared by every page and kept across visits. */
export const storeState = createPersistentStore<StoreState>('qsr.store', INITIAL_STORE_STATE, revive)

export function useStoreState(): StoreState {
  return storeState.use()
}

export function setStoreState(patch: Partial<StoreState>) {
  storeState.set((previous) => ({ ...previous, ...patch }))
}
