import { useTranslation } from 'react-i18next'
import type { Brand } from '../../api/config'
import { LanguageSwitch } from '../../ui/LanguageSwitch'
import s from './BrandHeader.module.css'

export function BrandHeader({ brand }: { brand?: Brand }) {
  const { t } = useTranslation()
  return (
    <header className={s.header}>
      <div className={s.row}>
        <div className={s.brand}>
          {brand?.logo ? <img className={s.logo} src={brand.logo} alt="" /> : <span className={s.logoPlaceholder} aria-hidden="true" />}
          <div>
            <h1 className={s.name}>{brand?.name ?? t('app.name')}</h1>
            <p className={s.slogan}>{t('app.slogan')}</p>
          </div>
        </div>
        <LanguageSwitch />
      </div>
    </header>
  )
}
