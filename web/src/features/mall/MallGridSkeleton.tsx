import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import c from './MallItemCard.module.css'

/** Grey cards in the grid's shape while the shelf loads. */
export function MallGridSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation()
  return (
    <div className={c.grid} role="status" aria-busy="true" aria-label={t('mall.loadingItems')}>
      {Array.from({ length: count }, (_, index) => (
        <div className={c.card} key={index}>
          <Skeleton animated className={c.skeletonImage} />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  )
}
