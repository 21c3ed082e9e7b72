import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../api/client'
import type { MenuCategory, MenuGoods } from '../api/menu'
import { EmptyView, ErrorView, ListSkeleton } from '../ui/PageStates'
import { GoodsCard } from './GoodsCard'
import { arrangeForNow } from './dayPart'
import { MenuBrowser } from './MenuBrowser'

interface Props {
  /** The menu's categories; undefined until the menu (and whatever it waits for) has arrived. */
  categories: MenuCategory[] | undefined
  /** The menu, or a read it waits for (the store, the table, the group), is still on its way. */
  loading: boolean
  /** What failed, or null. */
  error: unknown
  onRetry: () => void
  /** Shown instead of the error view (the ordering page's "no such store"). */
  errorView?: ReactNode
  /** Items held per category id (the sidebar's badges). */
  counts: Record<number, number>
  /** How many of a goods the cart (the table's list, one's own pocket) holds. */
  quantityOf: (goodsId: number) => number
  onOpen: (goods: MenuGoods) => void
  onAdd: (goods: MenuGoods) => void
  onRemove: (goods: MenuGoods) => void
  /** A category to show first (a banner's `cid` link). */
  focusCid?: number | null
}

/**
 * The menu part of an ordering page (the order tab, a table, a group): the skeleton while it
 * loads, the error with retry, "no goods", or the menu with its goods cards.
 */
export function MenuPanel({ categories, loading, error, onRetry, errorView, counts, quantityOf, onOpen, onAdd, onRemove, focusCid }: Props) {
  const { t } = useTranslation()
  // Arranged once per menu read (which refreshes on its own), so sections do not jump while browsing.
  const arranged = useMemo(() => (categories ? arrangeForNow(categories) : []), [categories])
  return (
    <>
      {loading && <ListSkeleton rows={5} />}
      {error != null && (errorView ?? <ErrorView message={errorMessage(error)} onRetry={onRetry} />)}
      {categories?.length === 0 && <EmptyView title={t('ordering.emptyMenu')} />}
      {categories && categories.length > 0 && (
        <MenuBrowser
          categories={arranged}
          counts={counts}
          focusCid={focusCid}
          renderGoods={(goods) => <GoodsCard goods={goods} inCart={quantityOf(goods.goods_id)} onOpen={onOpen} onAdd={onAdd} onRemove={onRemove} />}
        />
      )}
    </>
  )
}
