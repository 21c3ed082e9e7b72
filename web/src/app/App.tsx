import { QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider } from 'antd-mobile'
import enUS from 'antd-mobile/es/locales/en-US'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import zhHK from 'antd-mobile/es/locales/zh-HK'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { BrowserRouter } from 'react-router'
import { i18n, useLanguage, type Language } from '../i18n'
import { AppShell } from './AppShell'
import { createQueryClient } from './queryClient'

const ANTD_LOCALES = { 'zh-HK': zhHK, 'zh-CN': zhCN, en: enUS } satisfies Record<Language, unknown>

function LocalizedShell() {
  const language = useLanguage()
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]}>
      <AppShell />
    </ConfigProvider>
  )
}

export function App() {
  const [queryClient] = useState(createQueryClient)
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <LocalizedShell />
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
