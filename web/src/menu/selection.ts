import { addCents, multiplyCents, parseCents, ZERO, type Cents } from '../api/money'
import { GOODS_ON_SALE, type GoodsAttr, type GoodsDetail, type PackageGroup, type PackageItem } from '../api/menu'

/**
 * The choices made in the goods detail sheet, and the price they come to. Pure functions, no
 * React: specification (one), attribute values (one per single group, any per multiple group)
 * and package items (exactly `pick` per group).
 */
export interface PackagePick {
  goodsId: number
  optionId: number
}

export interface Selection {
  specId: number | null
  /** attr_id -> chosen value_ids */
  attrs: Record<number, number[]>
  /** group_id -> chosen items */
  packages: Record<number, PackagePick[]>
}

const samePick = (a: PackagePick, b: PackagePick) => a.goodsId === b.goodsId && a.optionId === b.optionId
export const pickOf = (item: PackageItem): PackagePick => ({ goodsId: item.goods_id, optionId: item.option_id })

/** The first orderable specification, the default attribute values and the default package items. */
export function defaultSelection(detail: GoodsDetail): Selection {
  const spec = detail.specs.find((option) => option.status === GOODS_ON_SALE) ?? null
  const attrs: Record<number, number[]> = {}
  for (const attr of detail.attrs) {
    const defaults = attr.values.filter((value) => value.default).map((value) => value.value_id)
    attrs[attr.attr_id] = attr.multiple ? defaults : defaults.slice(0, 1)
  }
  const packages: Record<number, PackagePick[]> = {}
  for (const group of detail.packageGroups) {
    packages[group.group_id] = group.items
      .filter((item) => item.default && item.status === GOODS_ON_SALE)
      .slice(0, group.pick)
      .map(pickOf)
  }
  return { specId: spec?.option_id ?? null, attrs, packages }
}

/**
 * Choices made earlier on the same goods (the sheet was closed, by back or by a tap outside,
 * before adding), laid over the defaults: only what the goods still offers is kept.
 */
export function restoreSelection(detail: GoodsDetail, earlier: Selection | undefined): Selection {
  const fresh = defaultSelection(detail)
  if (!earlier) return fresh
  const spec = detail.specs.find((option) => option.option_id === earlier.specId && option.status === GOODS_ON_SALE)
  const attrs = { ...fresh.attrs }
  for (const attr of detail.attrs) {
    const kept = earlier.attrs[attr.attr_id]?.filter((id) => attr.values.some((value) => value.value_id === id))
    if (kept) attrs[attr.attr_id] = attr.multiple ? kept : kept.slice(0, 1)
  }
  const packages = { ...fresh.packages }
  for (const group of detail.packageGroups) {
    const kept = earlier.packages[group.group_id]?.filter((pick) => group.items.some((item) => item.status === GOODS_ON_SALE && samePick(pickOf(item), pick)))
    if (kept && kept.length <= group.pick) packages[group.group_id] = kept
  }
  return { specId: spec ? spec.option_id : fresh.specId, attrs, packages }
}

/** Whether an attribute group applies to the chosen specification (no ice on a hot drink). */
export function attrApplies(attr: GoodsAttr, specId: number | null): boolean {
  return !attr.forOptions?.length || (specId !== null && attr.forOptions.includes(specId))
}

/**
 * The attribute groups shown and ordered with the chosen specification. The others keep their
 * values in the selection, so switching back to 凍 brings the ice choice back, but they are
 * neither shown, nor priced, nor sent.
 */
export function applicableAttrs(detail: GoodsDetail, selection: Selection): GoodsAttr[] {
  return detail.attrs.filter((attr) => attrApplies(attr, selection.specId))
}

export function selectSpec(selection: Selection, specId: number): Selection {
  return { ...selection, specId }
}

/** A single-choice group switches to the value (a tap on the chosen optional value clears it); a multiple group toggles it. */
export function toggleAttrValue(selection: Selection, attr: GoodsAttr, valueId: number): Selection {
  const current = selection.attrs[attr.attr_id] ?? []
  let next: number[]
  if (attr.multiple) next = current.includes(valueId) ? current.filter((id) => id !== valueId) : [...current, valueId]
  else if (current.includes(valueId)) next = attr.required ? current : []
  else next = [valueId]
  return { ...selection, attrs: { ...selection.attrs, [attr.attr_id]: next } }
}

/** Adds or removes a package item; a full single-pick group swaps its item, a full larger group refuses. */
export function togglePackageItem(selection: Selection, group: PackageGroup, item: PackageItem): Selection {
  const current = selection.packages[group.group_id] ?? []
  const pick = pickOf(item)
  let next: PackagePick[]
  if (current.some((chosen) => samePick(chosen, pick))) next = current.filter((chosen) => !samePick(chosen, pick))
  else if (current.length < group.pick) next = [...current, pick]
  else if (group.pick === 1) next = [pick]
  else return selection
  return { ...selection, packages: { ...selection.packages, [group.group_id]: next } }
}

export function isPicked(selection: Selection, group: PackageGroup, item: PackageItem): boolean {
  return (selection.packages[group.group_id] ?? []).some((chosen) => samePick(chosen, pickOf(item)))
}

/** Names of the groups still missing a required choice (specification, required attribute, package group). */
export function missingChoices(detail: GoodsDetail, selection: Selection): string[] {
  const missing: string[] = []
  if (detail.specs.length > 0 && !detail.specs.some((spec) => spec.option_id === selection.specId && spec.status === GOODS_ON_SALE)) {
    missing.push('spec')
  }
  for (const attr of applicableAttrs(detail, selection)) {
    if (attr.required && (selection.attrs[attr.attr_id] ?? []).length === 0) missing.push(attr.name)
  }
  for (const group of detail.packageGroups) {
    if ((selection.packages[group.group_id] ?? []).length !== group.pick) missing.push(group.name)
  }
  return missing
}

/** (specification price or goods price) + attribute prices + package add prices, for one item. */
export function unitPrice(detail: GoodsDetail, selection: Selection): Cents {
  const spec = detail.specs.find((option) => option.option_id === selection.specId)
  const base = parseCents(spec ? spec.price : detail.price)
  const attrPrices = applicableAttrs(detail, selection).flatMap((attr) =>
    attr.values.filter((value) => (selection.attrs[attr.attr_id] ?? []).includes(value.value_id)).map((value) => parseCents(value.attrPrice)),
  )
  const packagePrices = detail.packageGroups.flatMap((group) => group.items.filter((item) => isPicked(selection, group, item)).map((item) => parseCents(item.addPrice)))
  return addCents(base, ...attrPrices, ...packagePrices)
}

export function totalPrice(detail: GoodsDetail, selection: Selection, quantity: number): Cents {
  return quantity > 0 ? multiplyCents(unitPrice(detail, selection), quantity) : ZERO
}

/** The old (crossed-out) unit price, when the chosen specification or the goods has one above the price. */
export function oldUnitPrice(detail: GoodsDetail, selection: Selection): Cents | null {
  const spec = detail.specs.find((option) => option.option_id === selection.specId)
  const old = parseCents(spec ? spec.old_price : detail.old_price)
  if (old <= 0) return null
  const base = parseCents(spec ? spec.price : detail.price)
  return addCents(old, unitPrice(detail, selection), -base as Cents)
}

/** What the cart shows for the choices: specification, attribute values and package items, by name. */
export function describeSelection(detail: GoodsDetail, selection: Selection) {
  const spec = detail.specs.find((option) => option.option_id === selection.specId)
  const attrValues = applicableAttrs(detail, selection).flatMap((attr) => attr.values.filter((value) => (selection.attrs[attr.attr_id] ?? []).includes(value.value_id)))
  const packageItems = detail.packageGroups.flatMap((group) =>
    group.items.filter((item) => isPicked(selection, group, item)).map((item) => ({ groupId: group.group_id, goodsId: item.goods_id, optionId: item.option_id, name: item.name })),
  )
  return {
    specName: spec?.name ?? null,
    attrValueIds: attrValues.map((value) => value.value_id),
    attrNames: attrValues.map((value) => value.name),
    packageItems,
  }
}
