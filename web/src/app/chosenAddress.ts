import { createPersistentStore } from './persistentStore'

/**
 * The delivery address picked on member/pages/address/choose/index, for the order pages to read
 * (they live in another feature, so the choice is kept here).
 */
export const chosenAddress = createPersistentStore<number | null>('qsr.address', null, (raw) => (typeof raw === 'number' ? raw : null))
