import 'i18next'
import type zhHK from './zh-HK.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof zhHK }
  }
}
