import { describe, expect, it } from 'vitest'
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from '../api/client'
import { createRetryKeys, nextAttempt } from './attemptKeys'
import { isLostAnswer } from './submitError'

describe('checkout idempotency key', () => {
  it('reuses the key for a retry of the same inputs and makes a new one when they change', () => {
    let n = 0
    const make = () => `k${++n}`
    const first = nextAttempt(null, 'a', make)
    expect(first.key).toBe('k1')
    expect(nextAttempt(first, 'a', make).key).toBe('k1')
    expect(nextAttempt(first, 'b', make).key).toBe('k2')
  })

  it('SubmitRetry_KeepsTheIdempotencyKeyForTheSameInputs', () => {
    let n = 0
    const make = () => `k${++n}`
    const first = nextAttempt(null, 'a', make)
    expect(nextAttempt(first, 'a', make)).toBe(first)
    expect(nextAttempt(first, 'b', make).key).toBe('k2')
  })
})

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

describe('submit errors', () => {
  it('SubmitError_LostAnswerIsRetriedWithTheSameKey_ARefusalIsNot', () => {
    expect(isLostAnswer(new ApiError(NETWORK_ERROR, 'offline', 0))).toBe(true)
    expect(isLostAnswer(new ApiError(TIMEOUT_ERROR, 'slow', 0))).toBe(true)
    expect(isLostAnswer(new ApiError(31003, 'refused', 400))).toBe(false)
    expect(isLostAnswer(new Error('bug'))).toBe(false)
  })
})
