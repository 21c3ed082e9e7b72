import { useTranslation } from 'react-i18next'
import { cashOf } from '../../api/mall'
import { multiplyCents } from '../../api/money'
import type { MallCartLine } from '../../api/mallCart'
import { PointsCash } from '../../mall/PointsCash'
import { GoodsImage } from '../../ui/GoodsImage'
import s from './mall.module.css'

/** The cart's lines on the confirm page: each item, how many, and what the line comes to. */
export function ConfirmLines({ lines }: { lines: readonly MallCartLine[] }) {
  const { t } = useTranslation()
  return (
    <ul className={`${s.card} ${s.confirmLines}`} aria-label={t('mall.cartLines')} data-testid="mall-confirm-lines">
      {lines.map((line) => (
        <li key={line.itemId} className={s.itemRow}>
          <GoodsImage src={line.item.image} className={s.thumb} lazy />
          <div className={s.itemText}>
            <p className={s.itemName}>{line.item.title}</p>
            <p className={s.subtitle}>{t('mall.quantityTimes', { count: line.quantity })}</p>
          </div>
          <PointsCash className={s.linePrice} points={line.item.points * line.quantity} cash={multiplyCents(cashOf(line.item), line.quantity)} />
        </li>
      ))}
    </ul>
  )
}
