import type { MallItem, MallItemDetail } from '../api/mall'
import type { MallOrder } from '../api/mallOrders'

/** Points-mall answers as the server gives them (docs/API.md "Points mall"), changed per test. */

export const mallItem = (over: Partial<MallItem> = {}): MallItem => ({
  id: 7,
  categoryId: 1,
  kind: 'goods',
  title: '港式奶茶券',
  subtitle: '任何分店適用',
  image: '',
  points: 300,
  cash: 0,
  fulfilment: 'pickup',
  stock: 12,
  perStore: false,
  perMemberLimit: 2,
  soldOut: false,
  ...over,
})

export const mallItemDetail = (over: Partial<MallItemDetail> = {}): MallItemDetail => ({
  ...mallItem(),
  detail: '',
  coupons: [],
  stores: [],
  bought: 0,
  balance: 1234,
  ...over,
})

export const mallOrder = (over: Partial<MallOrder> = {}): MallOrder => ({
  order_no: 'M2611280001',
  lines: [{ itemId: 7, kind: 'goods', title: '港式奶茶券', image: '', quantity: 1, points: 300, cash: 0 }],
  itemId: 7,
  title: '港式奶茶券',
  image: '',
  quantity: 1,
  points: 300,
  cash: 0,
  fulfilment: 'pickup',
  status: 'waiting_pickup',
  sid: 1001,
  storeName: '中環皇后大道中店',
  pickupCode: '482913',
  address: null,
  carrier: '',
  trackingNo: '',
  couponCodes: [],
  coupons: [],
  payNo: '',
  payBy: null,
  createdAt: 1764300000000,
  paidAt: null,
  shippedAt: null,
  finishedAt: null,
  cancelledAt: null,
  ...over,
})
