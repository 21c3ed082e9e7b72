import { BYPASS_STORAGE_KEY } from './device'
import { reloadPersistentStores } from './persistentStore'
import { PRIVACY_KEYS } from './privacyPrompt'

/** The device's own choices, not the person's data: kept when a session ends. */
const DEVICE_KEYS = ['qsr.lang', BYPASS_STORAGE_KEY]

/**
 * Clears what this browser keeps (spec 000 §4: logout and consent withdrawal clear storage) and
 * resets every persistent store to its initial value. The language and the desktop choice stay;
 * the privacy decision stays too unless `privacy` is cleared (withdrawal records a new one).
 */
export function clearLocalData({ keepPrivacyDecision }: { keepPrivacyDecision: boolean }) {
  const keep = new Set([...DEVICE_KEYS, ...(keepPrivacyDecision ? PRIVACY_KEYS : [])])
  try {
    const kept = [...keep].flatMap((key) => {
      const value = localStorage.getItem(key)
      return value === null ? [] : [[key, value] as const]
    })
    localStorage.clear()
    for (const [key, value] of kept) localStorage.setItem(key, value)
    sessionStorage.clear()
  } catch {
    // storage unavailable: nothing was kept either
  }
  reloadPersistentStores()
}
