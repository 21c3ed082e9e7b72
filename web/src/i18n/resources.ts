import en from './en.json'
import zhCN from './zh-CN.json'
import zhHK from './zh-HK.json'

/** zh-HK is the source locale: its shape defines every translation key. */
export type Messages = typeof zhHK

/** The same tree with every leaf widened to string, which every locale must satisfy. */
type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> }

// A locale missing a key of the source locale fails to compile here.
const zhCNMessages: SameKeys<Messages> = zhCN
const enMessages: SameKeys<Messages> = en

export const LANGUAGES = ['zh-HK', 'zh-CN', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'zh-HK'

export const resources = {
  'zh-HK': { translation: zhHK },
  'zh-CN': { translation: zhCNMessages },
  en: { translation: enMessages },
} as const satisfies Record<Language, { translation: SameKeys<Messages> }>

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}
