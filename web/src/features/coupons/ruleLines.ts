import type { TFunction } from 'i18next'
import type { CouponGoodsRule, CouponRules } from '../../api/coupons'
import type { Language } from '../../i18n'

/**
 * The rule lines of /v1/member/coupon/detail in words, in the order a customer reads them. The
 * server sends machine values (weekday numbers, "hh:mm-hh:mm", store ids, goods codes, order
 * types) beside a few localized lines (threshold, value, stacking); a rule that restricts nothing
 * (every day, all day, every order type) has no line. Pure: names come from the lookups given.
 */

export type RuleKey = 'validity' | 'value' | 'threshold' | 'takes' | 'weekdays' | 'timeSlots' | 'orderTypes' | 'stores' | 'goods' | 'excludedGoods' | 'stacking'

export interface RuleLine {
  key: RuleKey
  label: string
  text: string
}

export interface RuleWords {
  t: TFunction
  lang: Language
  /** A store's name from the store list, undefined when unknown. */
  storeName: (sid: number) => string | undefined
  /** A goods' name from the current store's menu, undefined when the menu does not sell it. */
  goodsName: (goodsId: number) => string | undefined
}

const ORDER_TYPE_KEY = { 1: 'coupons.orderTypeDelivery', 2: 'coupons.orderTypePickup', 3: 'coupons.orderTypeDineIn' } as const
/** The store page's weekday names: the same numbering, 1 = Sunday. */
const WEEKDAY_KEY = {
  1: 'storeDetail.weekday1',
  2: 'storeDetail.weekday2',
  3: 'storeDetail.weekday3',
  4: 'storeDetail.weekday4',
  5: 'storeDetail.weekday5',
  6: 'storeDetail.weekday6',
  7: 'storeDetail.weekday7',
} as const
type Weekday = keyof typeof WEEKDAY_KEY
/** Weekdays in the order a Hong Kong week is read, Monday first (the wire's 1 is Sunday). */
const WEEK: Weekday[] = [2, 3, 4, 5, 6, 7, 1]

export function listText(parts: readonly string[], lang: Language): string {
  return parts.join(lang === 'en' ? ', ' : '、')
}

/** Restricted weekdays in words, Monday first; three or more days in a row read as a range; none or all seven: null. */
export function weekdaysText(days: readonly number[], lang: Language, t: TFunction): string | null {
  const ordered = WEEK.filter((day) => days.includes(day))
  if (ordered.length === 0 || ordered.length === WEEK.length) return null
  const first = WEEK.indexOf(ordered[0])
  const consecutive = ordered.every((day, i) => WEEK[first + i] === day)
  const name = (day: Weekday) => t(WEEKDAY_KEY[day])
  if (consecutive && ordered.length >= 3) return t('coupons.weekdayRange', { from: name(ordered[0]), to: name(ordered[ordered.length - 1]) })
  return listText(ordered.map(name), lang)
}

/** "10:00-14:00" reads 10:00–14:00; several slots are listed. */
export function timeSlotsText(slots: readonly string[], lang: Language): string | null {
  const shown = slots.filter((slot) => typeof slot === 'string' && slot.trim() !== '').map((slot) => slot.trim().replace('-', '–'))
  return shown.length ? listText(shown, lang) : null
}

/** Order types in words; none or all three restrict nothing. */
export function orderTypesText(types: readonly number[], lang: Language, t: TFunction): string | null {
  const known = [1, 2, 3].filter((type) => types.includes(type)) as (1 | 2 | 3)[]
  if (known.length === 0 || known.length === 3) return null
  return listText(
    known.map((type) => t(ORDER_TYPE_KEY[type])),
    lang,
  )
}

/** Goods names from the menu, each once; goods the menu does not sell are "指定商品" (or "其他指定商品" after named ones). */
export function goodsText(rules: readonly CouponGoodsRule[], words: Pick<RuleWords, 't' | 'lang' | 'goodsName'>): string | null {
  if (rules.length === 0) return null
  const names: string[] = []
  let unknown = false
  for (const rule of rules) {
    const name = words.goodsName(Number(rule.itemCode))
    if (name === undefined) unknown = true
    else if (!names.includes(name)) names.push(name)
  }
  if (names.length === 0) return words.t('coupons.namedGoods')
  return listText(unknown ? [...names, words.t('coupons.otherNamedGoods')] : names, words.lang)
}

function storesLine(rules: Partial<CouponRules>, words: RuleWords): RuleLine {
  const { t } = words
  const stores = rules.stores ?? []
  const scope = rules.storeScope ?? 'all'
  if (scope === 'all' || stores.length === 0) return { key: 'stores', label: t('coupons.ruleStores'), text: t('coupons.allStores') }
  const text = listText(
    stores.map((sid) => words.storeName(sid) ?? t('coupons.storeNumber', { sid })),
    words.lang,
  )
  return { key: 'stores', label: t(scope === 'exclude' ? 'coupons.ruleExcludedStores' : 'coupons.ruleStores'), text }
}

function takesLine(rules: Partial<CouponRules>, t: TFunction): RuleLine | null {
  const takes = rules.takes
  if (!takes || takes.mode === 'none' || takes.units <= 0) return null
  if (takes.mode === 'gift') return { key: 'takes', label: t('coupons.ruleGifts'), text: t('coupons.giftUnits', { count: takes.units }) }
  return { key: 'takes', label: t('coupons.ruleExchange'), text: t('coupons.exchangeUnits', { count: takes.units }) }
}

function localized(value: unknown, lang: Language): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (Array.isArray(value)) {
    const parts = value.filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    return parts.length ? listText(parts, lang) : null
  }
  return null
}

export function ruleLines(rules: Partial<CouponRules> | undefined, words: RuleWords): RuleLine[] {
  if (!rules || typeof rules !== 'object') return []
  const { t, lang } = words
  const goods = Array.isArray(rules.goods) ? rules.goods : []
  const candidates: (RuleLine | null)[] = [
    line('value', t('coupons.ruleValue'), localized(rules.value, lang)),
    line('threshold', t('coupons.ruleThreshold'), localized(rules.threshold, lang)),
    takesLine(rules, t),
    line('weekdays', t('coupons.ruleWeekdays'), weekdaysText(rules.weekdays ?? [], lang, t)),
    line('timeSlots', t('coupons.ruleTimeSlots'), timeSlotsText(rules.timeSlots ?? [], lang)),
    line('orderTypes', t('coupons.ruleOrderTypes'), orderTypesText(rules.orderTypes ?? [], lang, t)),
    storesLine(rules, words),
    line(
      'goods',
      t('coupons.ruleGoods'),
      goodsText(
        goods.filter((rule) => !rule.exclude),
        words,
      ),
    ),
    line(
      'excludedGoods',
      t('coupons.ruleExcludedGoods'),
      goodsText(
        goods.filter((rule) => rule.exclude),
        words,
      ),
    ),
    line('stacking', t('coupons.ruleStacking'), localized(rules.stackingText, lang)),
  ]
  return candidates.filter((candidate): candidate is RuleLine => candidate !== null)
}

function line(key: RuleKey, label: string, text: string | null): RuleLine | null {
  return text ? { key, label, text } : null
}

/** The validity line first, from the coupon's own dates (the rules do not carry it). */
export function withValidity(lines: RuleLine[], label: string, validity: string): RuleLine[] {
  return lines.some((entry) => entry.key === 'validity') ? lines : [{ key: 'validity', label, text: validity }, ...lines]
}
