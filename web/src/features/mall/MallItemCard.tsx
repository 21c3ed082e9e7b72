import { useTranslation } from 'react-i18next'
import { cashOf, type MallItem } from '../../api/mall'
import { GoodsImage } from '../../ui/GoodsImage'
import { PointsCash } from '../../mall/PointsCash'
import { stockOf } from './exchangeRules'
import c from './MallItemCard.module.css'

/**
 * One item of the mall's grid: its picture, title, points and cash part, a tag for a coupon
 * package, and "sold out" when it is; opens the item.
 */
export function MallItemCard({ item, onOpen }: { item: MallItem; onOpen: (item: MallItem) => void }) {
  const { t } = useTranslation()
  const soldOut = stockOf(item) <= 0
  return (
    <button type="button" className={`${c.card} ${soldOut ? c.soldOut : ''}`} onClick={() => onOpen(item)} data-testid="mall-item" data-id={item.id} data-kind={item.kind}>
      <span className={c.imageWrap}>
        <GoodsImage src={item.image} className={c.image} lazy />
        {soldOut && <span className={c.badge}>{t('mall.soldOut')}</span>}
        {!soldOut && item.kind === 'coupons' && <span className={`${c.badge} ${c.packBadge}`}>{t('mall.package')}</span>}
      </span>
      <span className={c.title}>{item.title}</span>
      {item.subtitle && <span className={c.subtitle}>{item.subtitle}</span>}
      <PointsCash className={c.points} points={item.points} cash={cashOf(item)} />
    </button>
  )
}
