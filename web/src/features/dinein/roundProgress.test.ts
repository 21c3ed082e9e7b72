import { describe, expect, it } from 'vitest'
import { roundProgress } from './roundProgress'

describe('roundProgress', () => {
  it('RoundProgress_SentRoundIsWithTheKitchenSinceItWasSent', () => {
    expect(roundProgress({ sentAt: 1000, servedAt: null })).toEqual({ state: 'sent', at: 1000 })
  })

  it('RoundProgress_ServedRoundSaysWhenItWasServed', () => {
    expect(roundProgress({ sentAt: 1000, servedAt: 5000 })).toEqual({ state: 'served', at: 5000 })
  })

  it('RoundProgress_RoundWithoutTimesShowsNoState', () => {
    expect(roundProgress({})).toBeNull()
    expect(roundProgress({ sentAt: null, servedAt: null })).toBeNull()
  })
})
