import { describe, expect, it } from 'vitest'
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
})
