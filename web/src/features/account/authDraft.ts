import type { AreaCode } from '../../checkout/phone'
import { DEFAULT_AREA_CODE } from '../../checkout/phone'

/**
 * What was typed on the auth page, kept in memory while the person reads an agreement and
 * comes back (the page unmounts in between). Never the password.
 */
export interface AuthDraft {
  areaCode: AreaCode
  phone: string
  inviteCode: string
  terms: boolean
  privacy: boolean
}

let draft: AuthDraft = { areaCode: DEFAULT_AREA_CODE, phone: '', inviteCode: '', terms: false, privacy: false }

export function readAuthDraft(): AuthDraft {
  return draft
}

export function saveAuthDraft(patch: Partial<AuthDraft>) {
  draft = { ...draft, ...patch }
}

export function clearAuthDraft() {
  draft = { areaCode: DEFAULT_AREA_CODE, phone: '', inviteCode: '', terms: false, privacy: false }
}
