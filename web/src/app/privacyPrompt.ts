/**
 * The privacy-agreement prompt of spec 000 §4, as pure functions over the local flags:
 * agreementModal ('1' agreed, '0' refused), refuseAgreementTime (epoch ms) and the agreement
 * version the last decision was about.
 */

/** Three days: a refusal is asked again after this (spec 000 §4). */
export const REFUSAL_ASK_AGAIN_MS = 259_200_000

export const AGREEMENT_MODAL_KEY = 'agreementModal'
export const REFUSE_TIME_KEY = 'refuseAgreementTime'
export const AGREEMENT_VERSION_KEY = 'agreementVersion'
export const PRIVACY_KEYS: readonly string[] = [AGREEMENT_MODAL_KEY, REFUSE_TIME_KEY, AGREEMENT_VERSION_KEY]

export interface PrivacyFlags {
  agreementModal: '1' | '0' | null
  refuseAgreementTime: number | null
  /** The privacy agreement version the stored decision was about. */
  version: string | null
}

export const NO_DECISION: PrivacyFlags = { agreementModal: null, refuseAgreementTime: null, version: null }

/**
 * Whether to ask. `currentVersion` is the privacy agreement's version from the agreement list
 * (null while unknown). Agreed: only when the version changed since. Not agreed: when there is no
 * refusal time, the refusal is older than three days, or the version changed since the refusal.
 * An agreement recorded without a version (the list was not loaded yet) counts as agreement to the
 * current one; the prompt component then stores that version.
 */
export function shouldShowPrivacyPrompt(flags: PrivacyFlags, currentVersion: string | null, now: number): boolean {
  const versionChanged = currentVersion !== null && flags.version !== null && flags.version !== currentVersion
  if (flags.agreementModal === '1') return versionChanged
  if (versionChanged) return true
  if (flags.refuseAgreementTime === null) return true
  return now - flags.refuseAgreementTime > REFUSAL_ASK_AGAIN_MS
}

/** The version string of the privacy agreement in the list (spec 000 §3 "agreement entry"). */
export function privacyVersion(agreements: ReadonlyArray<{ type: string; version?: number | null; updateTime?: number | null }>): string | null {
  const privacy = agreements.find((entry) => entry.type === 'userPrivacyTreaty')
  if (!privacy) return null
  if (privacy.version !== undefined && privacy.version !== null) return `v${privacy.version}`
  return privacy.updateTime ? `t${privacy.updateTime}` : null
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function storage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function readPrivacyFlags(store: StorageLike | null = storage()): PrivacyFlags {
  if (!store) return NO_DECISION
  const modal = store.getItem(AGREEMENT_MODAL_KEY)
  const refused = Number(store.getItem(REFUSE_TIME_KEY))
  return {
    agreementModal: modal === '1' || modal === '0' ? modal : null,
    refuseAgreementTime: store.getItem(REFUSE_TIME_KEY) !== null && Number.isFinite(refused) && refused > 0 ? refused : null,
    version: store.getItem(AGREEMENT_VERSION_KEY),
  }
}

export function recordAgreed(version: string | null, store: StorageLike | null = storage()) {
  if (!store) return
  store.setItem(AGREEMENT_MODAL_KEY, '1')
  store.removeItem(REFUSE_TIME_KEY)
  if (version) store.setItem(AGREEMENT_VERSION_KEY, version)
  else store.removeItem(AGREEMENT_VERSION_KEY)
}

export function recordRefused(version: string | null, now: number, store: StorageLike | null = storage()) {
  if (!store) return
  store.setItem(AGREEMENT_MODAL_KEY, '0')
  store.setItem(REFUSE_TIME_KEY, String(now))
  if (version) store.setItem(AGREEMENT_VERSION_KEY, version)
  else store.removeItem(AGREEMENT_VERSION_KEY)
}
