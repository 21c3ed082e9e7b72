import type { DrawActivityDetail, DrawRecord } from '../api/draws'

/** Answers shaped like the server's (issue 19), modelled on the demo brand's wheel: for the page tests. */
export const wheelActivity: DrawActivityDetail = {
  id: 3,
  kind: 'wheel',
  title: '幸運大轉盤',
  image: '',
  costPoints: 20,
  dailyLimit: 3,
  totalLimit: 0,
  multiCount: 0,
  perOrder: false,
  startsAt: 1764300000000,
  endsAt: 1795836000000,
  state: 'live',
  rules: '每次抽獎扣 20 積分。',
  allDrawn: false,
  prizes: [
    { id: 31, kind: 'coupon', name: '免費港式奶茶', image: '', points: 0, soldOut: false },
    { id: 32, kind: 'points', name: '50 積分', image: '', points: 50, soldOut: false },
    { id: 33, kind: 'none', name: '多謝參與', image: '', points: 0, soldOut: false },
    { id: 34, kind: 'physical', name: '茶餐廳帆布袋', image: '', points: 0, soldOut: true },
  ],
  chances: { todayLeft: 3, totalLeft: null, balance: 100 },
}

export function drawRecord(overrides: Partial<DrawRecord> = {}): DrawRecord {
  return {
    recordNo: 'R261128000001',
    drawNo: 'D261128000001',
    activityId: 3,
    activityTitle: '幸運大轉盤',
    prizeId: 1,
    kind: 'coupon',
    prizeName: '免費港式奶茶',
    prizeImage: '',
    points: 0,
    couponCode: 'C123456',
    status: 'won',
    address: null,
    orderNo: null,
    createdAt: 1764300000000,
    shippedAt: null,
    ...overrides,
  }
}
