import enUS from 'antd-mobile/es/locales/en-US'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import zhHK from 'antd-mobile/es/locales/zh-HK'
import type { Language } from '../i18n'

/**
 * antd-mobile's zh-HK locale leaves these words in English (its base), and screen readers read
 * them aloud on a Cantonese page ("Search Bar", "Switch"). The Hong Kong words, filled in here.
 */
const zhHKComplete: typeof zhHK = {
  ...zhHK,
  Calendar: { ...zhHK.Calendar, title: '選擇日期', confirm: '確認', start: '開始', end: '結束', startAndEnd: '開始／結束', today: '今日' },
  DatePicker: { ...zhHK.DatePicker, tillNow: '至今' },
  ImageUploader: { ...zhHK.ImageUploader, upload: '上載' },
  InfiniteScroll: { ...zhHK.InfiniteScroll, failedToLoad: '載入失敗', retry: '重試' },
  Input: { ...zhHK.Input, clear: '清除' },
  PasscodeInput: { ...zhHK.PasscodeInput, name: '密碼輸入框' },
  SearchBar: { ...zhHK.SearchBar, name: '搜尋欄' },
  Slider: { ...zhHK.Slider, name: '滑桿' },
  Stepper: { ...zhHK.Stepper, decrease: '減少', increase: '增加' },
  Switch: { ...zhHK.Switch, name: '開關' },
  Selector: { ...zhHK.Selector, name: '選擇器' },
}

export const ANTD_LOCALES = { 'zh-HK': zhHKComplete, 'zh-CN': zhCN, en: enUS } satisfies Record<Language, unknown>
