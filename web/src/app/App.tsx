import { QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider } from 'antd-mobile'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { BrowserRouter } from 'react-router'
import { i18n, useLanguage } from '../i18n'
import { ANTD_LOCALES } from './antdLocales'
import { AppShell } from './AppShell'
import { createQueryClient } from './queryClient'

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
