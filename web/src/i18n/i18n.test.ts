import { describe, expect, it } from 'vitest'
import { i18n } from './index'
import en from './en.json'
import zhCN from './zh-CN.json'
import zhHK from './zh-HK.json'

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  )
}

function placeholders(tree: object): Record<string, string[]> {
  const flat: Record<string, string[]> = {}
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (value !== null && typeof value === 'object') walk(value as object, `${prefix}${key}.`)
      else flat[`${prefix}${key}`] = (String(value).match(/{{\s*\w+\s*}}/g) ?? []).sort()
    }
  }
  walk(tree, '')
  return flat
}

describe('translations', () => {
  const source = keys(zhHK).sort()

  it('zh-CN and en have exactly the keys of zh-HK', () => {
    expect(keys(zhCN).sort()).toEqual(source)
    expect(keys(en).sort()).toEqual(source)
  })

  it('every translation keeps the placeholders of the source', () => {
    const expected = placeholders(zhHK)
    expect(placeholders(zhCN)).toEqual(expected)
    expect(placeholders(en)).toEqual(expected)
  })

  it('no translation is empty', () => {
    for (const messages of [zhHK, zhCN, en]) expect(JSON.stringify(messages)).not.toMatch(/:""/)
  })

  // English says "1 item" and "2 items": a text that counts a plural noun has a form for one.
  // Left out: counts that are never 1 (a large round, several boxes at once, the address book's
  // limit, a pickup code two exchanges share).
  it('English counts agree with their number', () => {
    const neverOne = ['dinein.askedBody', 'dinein.largeRound', 'draws.blindBox.openMany', 'draws.blindBox.switchMany', 'address.limit', 'mallPickup.sharing']
    const counted = keys(en).filter((key) => {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string
      return /{{count}} (\w+ )?\w+s\b/.test(text) && !/_(one|other)$/.test(key) && !neverOne.includes(key)
    })
    expect(counted).toEqual([])
    const t = i18n.getFixedT('en')
    expect(t('dinein.sentTotal', { count: 1 })).toBe('Sent: 1 item')
    expect(t('dinein.sentTotal', { count: 2 })).toBe('Sent: 2 items')
    expect(t('draws.rules.daily', { count: 1 })).toBe('Up to 1 draw a day')
    expect(i18n.getFixedT('zh-HK')('dinein.sentTotal', { count: 1 })).toBe('已落單 1 件')
  })
})
