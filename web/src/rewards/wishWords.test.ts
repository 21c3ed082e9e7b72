import { describe, expect, it } from 'vitest'
import { wish } from '../test/wishFixtures'
import { cardsHeld, heldPercent, setsHeld, wishRewardWords } from './wishWords'

describe('collect-wishes in words', () => {
  it('Progress_CountsTheKindsHeld_NotTheCards', () => {
    expect(cardsHeld(wish([2, 1, 0, 1, 0]))).toEqual({ held: 3, total: 5 })
    expect(cardsHeld(wish([0, 0, 0, 0, 0]))).toEqual({ held: 0, total: 5 })
  })

  it('Sets_AreAsManyAsTheScarcestCard', () => {
    expect(setsHeld(wish([2, 1, 0, 1, 0]))).toBe(0)
    expect(setsHeld(wish([3, 2, 2, 4, 2]))).toBe(2)
    expect(setsHeld({ items: [] })).toBe(0)
  })

  it('Reward_PointsWithThousands_OrTheCouponsName', () => {
    expect(wishRewardWords({ kind: 'points', points: 1200, couponName: null })).toEqual({ key: 'wishes.reward.points', values: { points: '1,200' } })
    expect(wishRewardWords({ kind: 'coupon', points: 0, couponName: '$20現金券' })).toEqual({ key: 'wishes.reward.coupon', values: { name: '$20現金券' } })
    expect(wishRewardWords({ kind: 'coupon', points: 0, couponName: null }).key).toBe('wishes.reward.couponPlain')
  })

  it('Bar_IsTheShareOfKindsHeld_0To100', () => {
    expect(heldPercent(3, 5)).toBe(60)
    expect(heldPercent(5, 5)).toBe(100)
    expect(heldPercent(0, 0)).toBe(0)
  })
})
