import { Skeleton } from 'antd-mobile'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useMallIndex } from '../../api/mall'
import type { MallItemsBlock as Shelf } from '../../api/pages'
import { QueryError } from '../../ui/QueryError'
import { ShelfCard } from './ShelfCard'
import { shelfItems } from './shelfItems'
import s from './pages.module.css'

/**
 * The block's mall items that are on sale, in its order, each opening the item's page. Items off
 * sale are left out without a word; with none left the block is not shown at all.
 */
export function MallItemsBlock({ block }: { block: Shelf }) {
  const { t } = useTranslation()
  const id = useId()
  const shelf = useMallIndex()
  if (shelf.isPending) return <ShelfSkeleton count={Math.min(block.itemIds.length, 4)} />
  if (!shelf.data) return <QueryError query={shelf} />
  const items = shelfItems(block.itemIds, shelf.data.items)
  if (items.length === 0) return null
  return (
    <section aria-labelledby={block.title ? id : undefined} aria-label={block.title ? undefined : t('pages.shelf')} data-testid="page-mall-items">
      {block.title && (
        <h2 className={s.sectionTitle} id={id}>
          {block.title}
        </h2>
      )}
      <ul className={s.items}>
        {items.map((item) => (
          <li key={item.id}>
            <ShelfCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function ShelfSkeleton({ count }: { count: number }) {
  const { t } = useTranslation()
  return (
    <div className={s.items} role="status" aria-busy="true" aria-label={t('mall.loadingItems')}>
      {Array.from({ length: count }, (_, index) => (
        <div className={s.item} key={index}>
          <Skeleton animated className={s.skeletonSquare} />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  )
}
