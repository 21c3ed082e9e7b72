import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import s from './pages.module.css'

/** Grey shapes of a banner, a paragraph and two items while the page loads. */
export function PageSkeleton() {
  const { t } = useTranslation()
  return (
    <div className={s.blocks} role="status" aria-busy="true" aria-label={t('pages.loading')} data-testid="page-loading">
      <Skeleton animated className={s.skeletonBanner} />
      <div className={s.card}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
      <div className={s.items}>
        {[0, 1].map((index) => (
          <div className={s.item} key={index}>
            <Skeleton animated className={s.skeletonSquare} />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        ))}
      </div>
    </div>
  )
}
