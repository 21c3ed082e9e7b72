import { useTranslation } from 'react-i18next'
import { LANGUAGES, setLanguage, useLanguage } from '../i18n'
import s from './LanguageSwitch.module.css'

/** 繁 / 简 / EN segmented switch; the choice is remembered. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation()
  const current = useLanguage()
  return (
    <div className={`${s.switch} ${tone === 'dark' ? s.dark : ''}`} role="radiogroup" aria-label={t('lang.title')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          role="radio"
          aria-checked={language === current}
          aria-label={t(`lang.names.${language}`)}
          lang={language}
          className={language === current ? s.active : undefined}
          onClick={() => void setLanguage(language)}
        >
          {t(`lang.short.${language}`)}
        </button>
      ))}
    </div>
  )
}
