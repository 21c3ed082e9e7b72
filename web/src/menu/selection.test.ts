import { describe, expect, it } from 'vitest'
import { breakfastSet, milkTea } from '../test/fixtures'
import { GOODS_SOLD_OUT } from '../api/menu'
import { applicableAttrs, defaultSelection, restoreSelection, describeSelection, missingChoices, oldUnitPrice, selectSpec, toggleAttrValue, togglePackageItem, totalPrice, unitPrice } from './selection'

describe('goods selection', () => {
  const withIce = {
    ...milkTea,
    attrs: [
      ...milkTea.attrs,
      {
        attr_id: 3,
        name: '冰量',
        required: true,
        multiple: false,
        forOptions: [2000102],
        values: [
          { value_id: 301, name: '正常冰', attrPrice: '0', default: true },
          { value_id: 302, name: '少冰', attrPrice: '1', default: false },
        ],
      },
    ],
  }

  it('an attribute group for other specifications is not shown, asked for, priced or sent (no ice on a hot drink)', () => {
    const hot = defaultSelection(withIce)
    expect(hot.specId).toBe(2000101)
    expect(applicableAttrs(withIce, hot).map((attr) => attr.name)).toEqual(['甜度', '加料'])
    expect(describeSelection(withIce, hot).attrNames).toEqual(['正常'])
    let iced = selectSpec(hot, 2000102)
    expect(applicableAttrs(withIce, iced).map((attr) => attr.name)).toEqual(['甜度', '加料', '冰量'])
    iced = toggleAttrValue(iced, withIce.attrs[2], 302)
    expect(unitPrice(withIce, iced)).toBe(2000 + 100)
    expect(describeSelection(withIce, iced).attrNames).toEqual(['正常', '少冰'])
    // Back to hot: the ice choice is kept for later but neither priced nor sent.
    const hotAgain = selectSpec(iced, 2000101)
    expect(unitPrice(withIce, hotAgain)).toBe(1800)
    expect(describeSelection(withIce, hotAgain).attrValueIds).toEqual([101])
    expect(missingChoices(withIce, hotAgain)).toEqual([])
  })

  it('RestoreSelection_KeepsEarlierChoicesTheGoodsStillOffers', () => {
    let earlier = selectSpec(defaultSelection(milkTea), 2000102)
    earlier = toggleAttrValue(earlier, milkTea.attrs[1], 201)
    expect(restoreSelection(milkTea, earlier)).toEqual(earlier)
    expect(restoreSelection(milkTea, undefined)).toEqual(defaultSelection(milkTea))
    // The iced specification sold out and a topping left the menu since: those fall back.
    const changed = {
      ...milkTea,
      specs: milkTea.specs.map((spec) => (spec.option_id === 2000102 ? { ...spec, status: GOODS_SOLD_OUT } : spec)),
      attrs: milkTea.attrs.map((attr) => (attr.attr_id === 2 ? { ...attr, values: attr.values.filter((value) => value.value_id !== 201) } : attr)),
    }
    const restored = restoreSelection(changed, earlier)
    expect(restored.specId).toBe(2000101)
    expect(restored.attrs[2]).toEqual([])
    expect(restored.attrs[1]).toEqual([101])
  })

  it('defaults to the first orderable specification and the default attribute values', () => {
    const selection = defaultSelection(milkTea)
    expect(selection.specId).toBe(2000101)
    expect(selection.attrs).toEqual({ 1: [101], 2: [] })
    expect(missingChoices(milkTea, selection)).toEqual([])
    expect(unitPrice(milkTea, selection)).toBe(1800)
  })

  it('prices specification + attributes, times quantity', () => {
    let selection = selectSpec(defaultSelection(milkTea), 2000102)
    selection = toggleAttrValue(selection, milkTea.attrs[1], 201)
    selection = toggleAttrValue(selection, milkTea.attrs[1], 202)
    expect(unitPrice(milkTea, selection)).toBe(2000 + 500 + 450)
    expect(totalPrice(milkTea, selection, 2)).toBe(5900)
    expect(describeSelection(milkTea, selection)).toMatchObject({ specName: '凍', attrNames: ['正常', '珍珠', '椰果'] })
  })

  it('a required single choice cannot be cleared; a multiple choice toggles', () => {
    let selection = defaultSelection(milkTea)
    selection = toggleAttrValue(selection, milkTea.attrs[0], 101)
    expect(selection.attrs[1]).toEqual([101])
    selection = toggleAttrValue(selection, milkTea.attrs[0], 102)
    expect(selection.attrs[1]).toEqual([102])
    selection = toggleAttrValue(selection, milkTea.attrs[1], 201)
    selection = toggleAttrValue(selection, milkTea.attrs[1], 201)
    expect(selection.attrs[2]).toEqual([])
  })

  it('reports a missing required attribute', () => {
    const noDefault = { ...milkTea, attrs: [{ ...milkTea.attrs[0], values: milkTea.attrs[0].values.map((value) => ({ ...value, default: false })) }] }
    expect(missingChoices(noDefault, defaultSelection(noDefault))).toEqual(['甜度'])
  })

  it('shows the old price with the same extras', () => {
    const selection = toggleAttrValue(defaultSelection(milkTea), milkTea.attrs[1], 201)
    expect(oldUnitPrice(milkTea, selection)).toBe(2200 + 500)
    expect(oldUnitPrice(milkTea, selectSpec(selection, 2000102))).toBeNull()
  })

  it('package groups need exactly `pick` items and add their prices', () => {
    let selection = defaultSelection(breakfastSet)
    expect(missingChoices(breakfastSet, selection)).toEqual(['小食'])
    const [main, sides] = breakfastSet.packageGroups
    selection = togglePackageItem(selection, sides, sides.items[2])
    expect(missingChoices(breakfastSet, selection)).toEqual([])
    // a full group of two refuses a third item
    expect(togglePackageItem(selection, sides, sides.items[1])).toBe(selection)
    // a single-pick group swaps its item
    selection = togglePackageItem(selection, main, main.items[1])
    expect(selection.packages[1]).toEqual([{ goodsId: 30002, optionId: 0 }])
    expect(unitPrice(breakfastSet, selection)).toBe(3800 + 500 + 300)
  })
})
