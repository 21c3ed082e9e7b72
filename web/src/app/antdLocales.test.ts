import { describe, expect, it } from 'vitest'
import { ANTD_LOCALES } from './antdLocales'

type Words = Record<string, Record<string, unknown>>

/** Every string antd-mobile would show or announce, as [component.key, text]. */
function words(locale: unknown): Array<[string, string]> {
  return Object.entries(locale as Words).flatMap(([component, entries]) =>
    typeof entries === 'object' && entries !== null ? Object.entries(entries).filter((entry): entry is [string, string] => typeof entry[1] === 'string').map(([key, text]) => [`${component}.${key}`, text] as [string, string]) : [],
  )
}

describe('antd-mobile locales', () => {
  it.each(['zh-HK', 'zh-CN'] as const)('AntdLocale_%s_NoEnglishLeftForScreenReaders', (language) => {
    const english = new Map(words(ANTD_LOCALES.en))
    const leftInEnglish = words(ANTD_LOCALES[language]).filter(([key, text]) => english.get(key) === text && /[A-Za-z]/.test(text))
    expect(leftInEnglish).toEqual([])
  })
})
