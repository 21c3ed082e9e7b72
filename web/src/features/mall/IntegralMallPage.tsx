import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { errorMessage } from '../../api/client'
import { useMallIndex } from '../../api/mall'
import { isMember, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { EmptyView, ErrorView } from '../../ui/PageStates'
import { CategoryChips } from './CategoryChips'
import { MallGridSkeleton } from './MallGridSkeleton'
import { MallHeader } from './MallHeader'
import { MallItemCard } from './MallItemCard'
import c from './MallItemCard.module.css'
import s from './mall.module.css'

/**
 * pages/integralMall/index (the centre tab; integralMall/pages/index/index leads here too): the
 * member's points, the mall's categories and its items two to a row. An item opens its page.
 */
export default function IntegralMallPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const member = isMember(useSession())
  const index = useMallIndex()
  const [chosen, setChosen] = useState<number | null>(null)
  const data = index.data
  const categories = data?.categories ?? []
  // A category that left the shelf since it was chosen shows everything again.
  const category = categories.some((x) => x.id === chosen) ? chosen : null
  const items = (data?.items ?? []).filter((item) => category === null || item.categoryId === category)

  return (
    <div className={s.tabPage}>
      <MallHeader member={member} balance={data?.balance ?? null} />
      <div className={s.body}>
        {categories.length > 0 && <CategoryChips categories={categories} value={category} onChange={setChosen} />}
        {index.isPending && <MallGridSkeleton />}
        {/* A failed refresh of a shelf already shown only toasts (the query client). */}
        {index.isError && !data && <ErrorView message={errorMessage(index.error)} onRetry={() => void index.refetch()} />}
        {data && data.items.length === 0 && (
          <EmptyView
            title={t('mall.empty')}
            description={t('mall.emptyHint')}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.storeGoods}`)}>
                {t('mall.earn')}
              </Button>
            }
          />
        )}
        {data && data.items.length > 0 && items.length === 0 && <EmptyView title={t('mall.emptyCategory')} />}
        {items.length > 0 && (
          <ul className={c.grid} data-testid="mall-items">
            {items.map((item) => (
              <li key={item.id}>
                <MallItemCard item={item} onOpen={(target) => navigate(pageUrl(PAGE.mallItem, { id: target.id }))} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
