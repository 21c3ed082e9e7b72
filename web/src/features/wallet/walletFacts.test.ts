import { describe, expect, it } from 'vitest'
import { kindKey, signedMoney } from './walletFacts'

describe('wallet history rows', () => {
  it('names each kind the server sends, and an unknown one as a top-up', () => {
    expect(kindKey('recharge')).toBe('wallet.kind.recharge')
    expect(kindKey('merge_out')).toBe('wallet.kind.mergeOut')
    expect(kindKey('something-new')).toBe('wallet.kind.topup')
  })

  it('shows money with its sign', () => {
    expect(signedMoney('220', 'en')).toBe('+$220')
    expect(signedMoney('-18.5', 'en')).toBe('-$18.5')
    expect(signedMoney('1234', 'en')).toBe('+$1,234')
  })
})
