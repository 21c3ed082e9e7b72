import { useTranslation } from 'react-i18next'
import s from './draws.module.css'

/** The operators' preview: a banner that cannot be missed, saying members see this but nobody can draw here. */
export function PreviewBanner() {
  const { t } = useTranslation()
  return (
    <div className={s.previewBanner} role="note" data-testid="draw-preview-banner">
      <strong>{t('draws.preview.banner')}</strong>
      <span>{t('draws.preview.hint')}</span>
    </div>
  )
}
