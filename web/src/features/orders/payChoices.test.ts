import { describe, expect, it } from 'vitest'
import type { GiftCardSource } from '../../api/order'
import { payChoices } from './payChoices'

const card = (id: number, enough: boolean, combination: boolean): GiftCardSource => ({
  id, name: '$100 e-gift card', last4: '1234', color: '', balance: '100', spendable: '100', enough, combination,
})

describe('payChoices', () => {
  it('pays the whole order from a gift card that holds enough', () => {
    const [row] = payChoices([{ type: 'giftcard', sources: [card(7, true, false)] }])
    expect(row).toMatchObject({ key: 'giftcard:7', payType: 'giftcard', giftCardId: 7, usable: true, stored: true })
  })

  it('pays a short gift card first and the rest by bank card when the brand allows combining', () => {
    const [row] = payChoices([{ type: 'giftcard', sources: [card(7, false, true)] }])
    expect(row).toMatchObject({ payType: 'combination', giftCardId: 7, usable: true })
  })

  it('shows a short gift card that cannot be combined but does not let it be chosen', () => {
    const [row] = payChoices([{ type: 'giftcard', sources: [card(7, false, false)] }])
    expect(row.usable).toBe(false)
  })

  it('puts the gift cards after the wallet and before the bank card', () => {
    const rows = payChoices([{ type: 'wallet', enough: true }, { type: 'card' }, { type: 'combination' }, { type: 'giftcard', sources: [card(7, true, false)] }])
    expect(rows.map((r) => r.key)).toEqual(['wallet', 'giftcard:7', 'card', 'combination'])
  })

  it('keeps the wallet, the bank card and the wallet with a bank card in the server order', () => {
    const rows = payChoices([{ type: 'wallet', enough: false }, { type: 'card' }, { type: 'combination' }])
    expect(rows.map((r) => [r.key, r.usable, r.stored])).toEqual([['wallet', false, true], ['card', true, false], ['combination', true, true]])
  })
})
