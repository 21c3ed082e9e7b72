import { describe, expect, it } from 'vitest'
import { nextSteps } from './consoleLogic'

describe('console next steps', () => {
  it('accepts, then readies pickup orders and hands delivery orders to a rider', () => {
    expect(nextSteps('awaiting_acceptance', 2)).toEqual(['in_production', 'cancelled'])
    expect(nextSteps('in_production', 2)).toEqual(['ready', 'cancelled'])
    expect(nextSteps('in_production', 1)).toEqual(['rider_to_merchant', 'cancelled'])
    expect(nextSteps('ready', 3)).toEqual(['finished'])
    expect(nextSteps('finished', 2)).toEqual([])
  })
})
