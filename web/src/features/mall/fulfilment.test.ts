import { describe, expect, it } from 'vitest'
import { chooseWay, commonWays, waysOf, wayKey } from './fulfilment'

const goods = (fulfilment: 'pickup' | 'delivery' | 'both') => ({ kind: 'goods' as const, fulfilment })
const pack = { kind: 'coupons' as const, fulfilment: 'none' as const }

describe('how an exchange reaches the member', () => {
  it('Ways_AnItemOffersPickupDeliveryOrBoth_APackageNone', () => {
    expect(waysOf(goods('pickup'))).toEqual(['pickup'])
    expect(waysOf(goods('delivery'))).toEqual(['delivery'])
    expect(waysOf(goods('both'))).toEqual(['pickup', 'delivery'])
    expect(waysOf(pack)).toEqual([])
  })

  it('CommonWays_AreTheWaysEveryLineOffers_NoneWhenTheyDiffer', () => {
    expect(commonWays([goods('both'), goods('delivery')])).toEqual(['delivery'])
    expect(commonWays([goods('both'), goods('both')])).toEqual(['pickup', 'delivery'])
    expect(commonWays([goods('pickup'), goods('delivery')])).toEqual([])
    expect(commonWays([])).toEqual([])
  })

  it('Choose_KeepsTheWayAskedForWhenOffered_ElseTheFirst_ElseNone', () => {
    expect(chooseWay(['pickup', 'delivery'], 'delivery')).toBe('delivery')
    expect(chooseWay(['pickup'], 'delivery')).toBe('pickup')
    expect(chooseWay(['pickup', 'delivery'], null)).toBe('pickup')
    expect(chooseWay([], 'pickup')).toBeNull()
  })

  it('Words_SayPickupDeliveryEitherOrTheWallet', () => {
    expect(wayKey(goods('pickup'))).toBe('mall.way.pickup')
    expect(wayKey(goods('delivery'))).toBe('mall.way.delivery')
    expect(wayKey(goods('both'))).toBe('mall.way.both')
    expect(wayKey(pack)).toBe('mall.way.wallet')
  })
})
