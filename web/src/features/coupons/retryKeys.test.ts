import { describe, expect, it } from 'vitest'
import { createRetryKeys } from './retryKeys'

describe('claim idempotency keys', () => {
  it('RetryAfterNetworkFailure_ReusesTheKey_SoItCannotClaimTwice', () => {
    let n = 0
    const keys = createRetryKeys(() => `k${++n}`)
    expect(keys.keyFor('campaign:7')).toBe('k1')
    expect(keys.keyFor('campaign:7')).toBe('k1')
    expect(keys.keyFor('campaign:8')).toBe('k2')
  })

  it('AnsweredAction_GetsANewKeyNextTime', () => {
    let n = 0
    const keys = createRetryKeys(() => `k${++n}`)
    keys.keyFor('code:ABC')
    keys.settle('code:ABC')
    expect(keys.keyFor('code:ABC')).toBe('k2')
  })
})
