import type { CouponRules } from '../../api/coupons'

/**
 * The rule lines of /v1/member/coupon/detail in the order a customer reads them. docs/API.md
 * promises one localized line per rule; a rule may also come as a list of lines (the stores, the
 * goods), and a machine value (a stacking mode number, an empty list) has no words to show, so it
 * is left out rather than printed as "4" — `stackingText` then says it in words.
 */
export const RULE_KEYS = ['validity', 'threshold', 'weekdays', 'timeSlots', 'orderTypes', 'stores', 'goods', 'stacking'] as const satisfies readonly (keyof CouponRules)[]
export type RuleKey = (typeof RULE_KEYS)[number]

function words(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (Array.isArray(value)) {
    const parts = value.filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    return parts.length ? parts.join('、') : null
  }
  return null
}

/** The validity line first, from the coupon's own dates when the rules do not say it. */
export function withValidity(lines: { key: RuleKey; text: string }[], validity: string): { key: RuleKey; text: string }[] {
  return lines.some((line) => line.key === 'validity') ? lines : [{ key: 'validity', text: validity }, ...lines]
}

export function ruleLines(rules: unknown): { key: RuleKey; text: string }[] {
  if (!rules || typeof rules !== 'object') return []
  const record = rules as Record<string, unknown>
  const lines: { key: RuleKey; text: string }[] = []
  for (const key of RULE_KEYS) {
    const text = words(record[key]) ?? words(record[`${key}Text`])
    if (text) lines.push({ key, text })
  }
  return lines
}
