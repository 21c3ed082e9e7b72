import { describe, expect, it } from 'vitest'
import { ruleLines } from './ruleLines'

describe('coupon rule lines', () => {
  it('DocumentedShape_OneLocalizedLinePerRule_InReadingOrder', () => {
    expect(ruleLines({ stacking: '不可疊加', validity: '2026.11.22 至 2026.12.21', threshold: '滿$30可用' })).toEqual([
      { key: 'validity', text: '2026.11.22 至 2026.12.21' },
      { key: 'threshold', text: '滿$30可用' },
      { key: 'stacking', text: '不可疊加' },
    ])
  })

  it('ListsOfLinesAreJoined_EmptyListsAndMachineValuesAreLeftOut_TheirTextTwinIsUsed', () => {
    expect(ruleLines({ threshold: '滿$80可用', weekdays: [], stores: ['中環店', '旺角店'], stacking: 4, stackingText: '可與其他優惠券疊加使用', storeScope: 'all' })).toEqual([
      { key: 'threshold', text: '滿$80可用' },
      { key: 'stores', text: '中環店、旺角店' },
      { key: 'stacking', text: '可與其他優惠券疊加使用' },
    ])
  })

  it('NoRules_NoLines', () => {
    expect(ruleLines(undefined)).toEqual([])
    expect(ruleLines('x')).toEqual([])
  })
})
