import type { Wish, WishDetail } from '../api/wishes'

/** Answers shaped like the server's (issue 19), modelled on the demo brand's breakfast campaign: for the page tests. */

const DAY = 86_400_000
/** 22 November 2026 12:00 in Hong Kong. */
export const WISH_START = Date.UTC(2026, 10, 22, 4)

const CARDS = [
  { id: 1, name: '港式奶茶', image: '/media/images/wishes/milk-tea.svg' },
  { id: 2, name: '菠蘿油', image: '/media/images/wishes/pineapple-bun.svg' },
  { id: 3, name: '火腿通粉', image: '/media/images/wishes/macaroni.svg' },
  { id: 4, name: '炒蛋多士', image: '/media/images/wishes/egg-toast.svg' },
  { id: 5, name: '西多士', image: '/media/images/wishes/french-toast.svg' },
]

/** The breakfast campaign with the member's counts card by card (the demo's five cards, in order). */
export function wish(counts: number[] = [2, 1, 0, 1, 0], overrides: Partial<Wish> = {}): Wish {
  const items = CARDS.map((card, index) => ({ ...card, count: counts[index] ?? 0 }))
  return {
    id: 1,
    title: '集齊港式早餐五寶',
    startsAt: WISH_START,
    endsAt: WISH_START + 365 * DAY,
    items,
    reward: { kind: 'coupon', points: 0, couponName: '$20現金券' },
    exchangeLimit: 3,
    collected: counts.reduce((sum, count) => sum + count, 0),
    exchanged: 0,
    complete: items.every((item) => item.count > 0),
    ...overrides,
  }
}

export function wishDetail(counts?: number[], overrides: Partial<WishDetail> = {}): WishDetail {
  return {
    ...wish(counts),
    rules: '每張訂單交收後即送一張早餐卡，款式隨機。\n集齊五款各一張，即可兌換 $20 現金券一張。',
    ...overrides,
  }
}
