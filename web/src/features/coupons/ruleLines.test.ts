import { describe, expect, it } from 'vitest'
import type { CouponRules } from '../../api/coupons'
import { i18n, type Language } from '../../i18n'
import { ruleLines, weekdaysText, withValidity, type RuleWords } from './ruleLines'

/** The detail's `rules` as the server sends them (a delivery coupon of two stores, weekday lunch). */
const rules: CouponRules = {
  threshold: '滿$80可用',
  value: '減$15',
  weekdays: [2, 3, 4, 5, 6],
  timeSlots: ['11:00-14:00', '17:30-21:00'],
  storeScope: 'include',
  stores: [1005, 1099],
  goods: [
    { itemCode: '20001', skuCode: '2000102', exclude: false },
    { itemCode: '20001', skuCode: '2000101', exclude: false },
    { itemCode: '99999', skuCode: '', exclude: false },
    { itemCode: '50001', skuCode: '', exclude: true },
  ],
  orderTypes: [1, 2],
  stacking: 0,
  stackingText: '不可與其他優惠券同時使用',
  takes: { mode: 'none', units: 0 },
}

const STORES = new Map([[1005, '香港仔大道店']])
const GOODS = new Map([
  [20001, '港式奶茶'],
  [50001, '薯條'],
])

function words(lang: Language, goods = GOODS): RuleWords {
  return { t: i18n.getFixedT(lang), lang, storeName: (sid) => STORES.get(sid), goodsName: (id) => goods.get(id) }
}

const lines = (value: Partial<CouponRules>, lang: Language = 'zh-HK', goods = GOODS) => ruleLines(value, words(lang, goods)).map(({ label, text }) => `${label}: ${text}`)

describe('coupon rule lines', () => {
  it('MachineValues_InWords_InReadingOrder_zhHK', () => {
    expect(lines(rules)).toEqual([
      '優惠內容: 減$15',
      '使用門檻: 滿$80可用',
      '可用日子: 星期一至星期五',
      '可用時段: 11:00–14:00、17:30–21:00',
      '適用業務: 外賣、自取',
      '適用門店: 香港仔大道店、門店 1099',
      '適用商品: 港式奶茶、其他指定商品',
      '不適用商品: 薯條',
      '疊加規則: 不可與其他優惠券同時使用',
    ])
  })

  it('MachineValues_InWords_zhCN_AndEnglish', () => {
    expect(lines({ ...rules, weekdays: [1, 7] }, 'zh-CN')).toContain('可用日子: 星期六、星期日')
    expect(lines({ ...rules, orderTypes: [3] }, 'zh-CN')).toContain('适用业务: 堂食')
    expect(lines(rules, 'en')).toEqual([
      'Offer: 減$15',
      'Minimum: 滿$80可用',
      'Days: Monday–Friday',
      'Hours: 11:00–14:00, 17:30–21:00',
      'Order types: Delivery, Pickup',
      'Stores: 香港仔大道店, Store 1099',
      'Items: 港式奶茶, other selected items',
      'Not valid for: 薯條',
      'Combining: 不可與其他優惠券同時使用',
    ])
  })

  it('WeekdayOneIsSunday_ConsecutiveDaysReadAsARange_OthersListedMondayFirst', () => {
    const t = i18n.getFixedT('zh-HK')
    expect(weekdaysText([1], 'zh-HK', t)).toBe('星期日')
    expect(weekdaysText([7, 1], 'zh-HK', t)).toBe('星期六、星期日')
    expect(weekdaysText([2, 4, 6], 'zh-HK', t)).toBe('星期一、星期三、星期五')
    expect(weekdaysText([6, 7, 1], 'zh-HK', t)).toBe('星期五至星期日')
    expect(weekdaysText([2, 3], 'en', i18n.getFixedT('en'))).toBe('Monday, Tuesday')
  })

  it('RulesThatRestrictNothing_HaveNoLine_StoresSayAllStores', () => {
    const open: CouponRules = { ...rules, weekdays: [1, 2, 3, 4, 5, 6, 7], timeSlots: [], storeScope: 'all', stores: [], goods: [], orderTypes: [1, 2, 3] }
    expect(lines(open)).toEqual(['優惠內容: 減$15', '使用門檻: 滿$80可用', '適用門店: 全部門店', '疊加規則: 不可與其他優惠券同時使用'])
    expect(lines({ ...open, weekdays: [], orderTypes: [] })).toHaveLength(4)
  })

  it('ExcludedStores_HaveTheirOwnLabel', () => {
    expect(lines({ ...rules, storeScope: 'exclude', stores: [1005] })).toContain('不適用門店: 香港仔大道店')
  })

  it('GoodsTheMenuDoesNotSell_AreSelectedItems', () => {
    expect(lines(rules, 'zh-HK', new Map())).toContain('適用商品: 指定商品')
    expect(lines(rules, 'zh-CN', new Map())).toContain('适用商品: 指定商品')
  })

  it('GiftsAndExchangeGoods_SayHowManyTheCouponTakes', () => {
    expect(lines({ takes: { mode: 'gift', units: 1 } })).toContain('贈品: 選 1 件')
    expect(lines({ takes: { mode: 'exchange', units: 2 } }, 'en')).toContain('Exchange: Up to 2, one of each item')
    expect(lines({ takes: { mode: 'none', units: 0 } })).not.toContain(expect.stringMatching(/^贈品/))
  })

  it('ValueAsLines_AreJoined_ValidityComesFirst', () => {
    const out = withValidity(ruleLines({ value: ['買2送1', '最多2次'] }, words('zh-HK')), '有效期', '2026.11.22 至 2026.12.21')
    expect(out.map((line) => line.text)).toEqual(['2026.11.22 至 2026.12.21', '買2送1、最多2次', '全部門店'])
  })

  it('NoRules_NoLines', () => {
    expect(ruleLines(undefined, words('zh-HK'))).toEqual([])
  })
})
