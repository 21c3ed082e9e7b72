import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { DEFAULT_LANGUAGE, isLanguage, resources, type Language } from './resources'

export { LANGUAGES, type Language } from './resources'

const STORAGE_KEY = 'qsr.lang'

function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY)
    if (isLanguage(stored)) return stored
  } catch {
    // storage unavailable (private mode): fall through to the default
  }
  return DEFAULT_LANGUAGE
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['zh-HK', 'zh-CN', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
})

syncDocumentLanguage(currentLanguage())

function syncDocumentLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

export function currentLanguage(): Language {
  const language = i18n.language
  return isLanguage(language) ? language : DEFAULT_LANGUAGE
}

/** Switches the UI language and remembers it for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // not remembered, still switched
  }
  syncDocumentLanguage(language)
  await i18n.changeLanguage(language)
}

/** The current language; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation()
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE
}
