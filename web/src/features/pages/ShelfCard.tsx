import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MallItem } from '../../api/mall'
import { formatMoney } from '../../api/money'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatPoints } from '../../ui/format'
import { GoodsImage } from '../../ui/GoodsImage'
import { cashPart, isSoldOut } from './shelfItems'
import s from './pages.module.css'

/** One mall item on a custom page: picture, title, points (and a cash part), "sold out"; opens the item's page. */
export function ShelfCard({ item }: { item: MallItem }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const soldOut = isSoldOut(item)
  const cash = cashPart(item.cash)
  const points = t('mall.points', { points: formatPoints(item.points) })
  return (
    <Link to={pageUrl(PAGE.mallItem, { id: item.id })} className={`${s.item} ${soldOut ? s.soldOut : ''}`} data-testid="page-mall-item" data-id={item.id}>
      <span className={s.itemImageWrap}>
        <GoodsImage src={item.image} className={s.itemImage} lazy />
        {soldOut && <span className={s.badge}>{t('mall.soldOut')}</span>}
      </span>
      <span className={s.itemTitle}>{item.title}</span>
      <span className={s.itemPrice} data-testid="page-mall-item-price">
        {cash === null ? points : t('pages.pointsAndCash', { points, cash: formatMoney(cash, lang) })}
      </span>
    </Link>
  )
}
