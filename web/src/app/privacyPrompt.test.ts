import { describe, expect, it } from 'vitest'
import {
  NO_DECISION,
  privacyVersion,
  readPrivacyFlags,
  recordAgreed,
  recordRefused,
  REFUSAL_ASK_AGAIN_MS,
  shouldShowPrivacyPrompt,
} from './privacyPrompt'

const NOW = 1_800_000_000_000

describe('privacy prompt (spec 000 §4)', () => {
  it('asks someone who never decided', () => {
    expect(shouldShowPrivacyPrompt(NO_DECISION, 'v1', NOW)).toBe(true)
    expect(shouldShowPrivacyPrompt(NO_DECISION, null, NOW)).toBe(true)
  })

  it('does not ask again once agreed to the current version', () => {
    expect(shouldShowPrivacyPrompt({ agreementModal: '1', refuseAgreementTime: null, version: 'v1' }, 'v1', NOW)).toBe(false)
    expect(shouldShowPrivacyPrompt({ agreementModal: '1', refuseAgreementTime: null, version: 'v1' }, null, NOW)).toBe(false)
    // agreed before the list was known: counts as the current version
    expect(shouldShowPrivacyPrompt({ agreementModal: '1', refuseAgreementTime: null, version: null }, 'v2', NOW)).toBe(false)
  })

  it('asks again when the agreement version changed', () => {
    expect(shouldShowPrivacyPrompt({ agreementModal: '1', refuseAgreementTime: null, version: 'v1' }, 'v2', NOW)).toBe(true)
    const refusedJustNow = { agreementModal: '0' as const, refuseAgreementTime: NOW - 1000, version: 'v1' }
    expect(shouldShowPrivacyPrompt(refusedJustNow, 'v2', NOW)).toBe(true)
  })

  it('asks when there is no refusal time', () => {
    expect(shouldShowPrivacyPrompt({ agreementModal: '0', refuseAgreementTime: null, version: 'v1' }, 'v1', NOW)).toBe(true)
  })

  it('leaves a refusal alone for three days (259200000 ms), then asks again', () => {
    const refused = (at: number) => ({ agreementModal: '0' as const, refuseAgreementTime: at, version: 'v1' })
    expect(shouldShowPrivacyPrompt(refused(NOW - 1000), 'v1', NOW)).toBe(false)
    expect(shouldShowPrivacyPrompt(refused(NOW - REFUSAL_ASK_AGAIN_MS), 'v1', NOW)).toBe(false)
    expect(shouldShowPrivacyPrompt(refused(NOW - REFUSAL_ASK_AGAIN_MS - 1), 'v1', NOW)).toBe(true)
  })

  it('reads the version of the userPrivacyTreaty entry', () => {
    const list = [
      { type: 'memberTreaty', version: 7, updateTime: 1 },
      { type: 'userPrivacyTreaty', version: 3, updateTime: 2 },
    ]
    expect(privacyVersion(list)).toBe('v3')
    expect(privacyVersion([{ type: 'userPrivacyTreaty', version: null, updateTime: 99 }])).toBe('t99')
    expect(privacyVersion([{ type: 'memberTreaty', version: 1 }])).toBeNull()
  })

  it('keeps the flags under the spec names', () => {
    recordRefused('v1', NOW)
    expect(localStorage.getItem('agreementModal')).toBe('0')
    expect(localStorage.getItem('refuseAgreementTime')).toBe(String(NOW))
    expect(readPrivacyFlags()).toEqual({ agreementModal: '0', refuseAgreementTime: NOW, version: 'v1' })
    recordAgreed('v2')
    expect(readPrivacyFlags()).toEqual({ agreementModal: '1', refuseAgreementTime: null, version: 'v2' })
  })
})
