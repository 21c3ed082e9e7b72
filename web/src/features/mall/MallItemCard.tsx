import { useTranslation } from 'react-i18next'
import type { MallItem } from '../../api/mall'
import { formatPoints } from '../../ui/format'
import { GoodsImage } from '../../ui/GoodsImage'
import c from './MallItemCard.module.css'

/** One item of the mall's grid: its picture, title and points, and "sold out" when it is; opens the item. */
export function MallItemCard({ item, onOpen }: { item: MallItem; onOpen: (item: MallItem) => void }) {
  const { t } = useTranslation()
  const soldOut = item.soldOut || item.stock <= 0
  return (
    <button type="button" className={`${c.card} ${soldOut ? c.soldOut : ''}`} onClick={() => onOpen(item)} data-testid="mall-item" data-id={item.id}>
      <span className={c.imageWrap}>
        <GoodsImage src={item.image} className={c.image} lazy />
        {soldOut && <span className={c.badge}>{t('mall.soldOut')}</span>}
      </span>
      <span className={c.title}>{item.title}</span>
      {item.subtitle && <span className={c.subtitle}>{item.subtitle}</span>}
      <span className={c.points}>{t('mall.points', { points: formatPoints(item.points) })}</span>
    </button>
  )
}
